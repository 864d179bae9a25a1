/**
 * The validation patterns of spec 1 §5, spec 2 §5 and spec 3 §5. One vocabulary for every domain, since
 * several share a pattern (a mobile number is checked at login, on addresses and for the app link). No
 * `g` flag: they are shared and stateless. Values the spec leaves open and that we chose are marked
 * `// value not given by the spec`.
 */

export const PATTERNS = {
  /** 10 digits starting 6, 7, 8 or 9. */
  mobileNumber: /^[6-9]\d{9}$/,
  /** local@domain, local part alphanumerics separated by . _ -, top-level domain of 2 or more letters. */
  email: /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$/,
  /** A login identifier containing any letter is treated as an e-mail (spec 1 §5). */
  containsLetter: /[A-Za-z]/,
  /** Default password rule: at least 8 non-space characters. */
  defaultPassword: /^\S{8,}$/,
  noWhitespace: /^\S*$/,
  /** Letters and spaces only (registration and address names). */
  lettersAndSpaces: /^[A-Za-z ]+$/,
  digitsOnly: /^\d+$/,
  /** Delivery pincode: 6 digits not starting with 0 (spec 3 §5). */
  pincode: /^[1-9]\d{5}$/,
  /** Address characters: letters, digits, space and _ . / # - , ` ' ( ) (spec 3 §5). */
  addressCharacters: /^[A-Za-z0-9 _./#\-,`'()]*$/,
  /** UPI id: text on both sides of an @ (spec 3 §5). */
  upiId: /^[^@\s]+@[^@\s]+$/,
  /** IFSC: 4 letters, a zero, 6 letters or digits. // value not given by the spec (standard RBI format) */
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  /** Card number: 13 to 19 digits (spec 3 §5). */
  cardNumber: /^\d{13,19}$/,
  /** Brand directory search: letters, digits and spaces only (spec 2 §5). */
  brandSearch: /^[A-Za-z0-9 ]+$/,
  /** Contact subject: alphabets and numbers only (spec 2 §5). */
  contactSubject: /^[A-Za-z0-9 ]+$/,
  /** Script-injection pattern that blocks suggestion requests (spec 2 §5). */
  scriptInjection: /<\s*\/?\s*script|javascript:|\bon\w+\s*=/i,
  /**
   * User agents that get the mobile variant of master templates when the request has no
   * `Sec-CH-UA-Mobile` hint. The rendered-page cache keys pages on this rule, so the storefront's
   * variant choice must use the same one. // value not given by the spec
   */
  mobileUserAgent: /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i,
} as const;
