/**
 * Test kit: return addresses as an attacker writes them, and as the store writes them. Every place
 * that takes a return address or redirects to something read off a request runs these rows: each
 * foreign row must be refused or end on a path the browser resolves on the store's own origin.
 */

/** The store's origin as a browser sees it in these tests. */
export const SITE = "https://shop.example";

/** Known ways to write an address that leaves the site, or that a lenient parser reads as leaving it. */
export const FOREIGN_RETURN_ADDRESSES: readonly string[] = [
  // Protocol-relative and its spellings.
  "//evil.example",
  "//evil.example/x",
  "///evil.example/x",
  "////evil.example/x",
  "/\\evil.example/x",
  "\\/evil.example/x",
  "\\\\evil.example/x",
  "/\\/evil.example/x",
  " //evil.example/x",
  "//shop.example@evil.example/x",
  // Dot segments that the URL parser removes after a naive check.
  "/.//evil.example/x",
  "/..//evil.example/x",
  "/./..//evil.example/x",
  "/a/../..//evil.example/x",
  "/.\\/evil.example/x",
  "/%2e//evil.example/x",
  "/%2E//evil.example/x",
  "/%2e%2e//evil.example/x",
  "/%2e./%2e%2e//evil.example/x",
  // Encoded slashes and backslashes, once and twice.
  "/%2F/evil.example/x",
  "/%2f%2fevil.example/x",
  "/%5Cevil.example/x",
  "/%5C%5Cevil.example/x",
  "/%2e%2e%2f%2fevil.example/x",
  "/..%2f..%2f/evil.example/x",
  "/%252e//evil.example/x",
  "/%252F%252Fevil.example/x",
  // White space and control characters, raw and encoded.
  "/\t/evil.example/x",
  "/\n/evil.example/x",
  "/\r\n//evil.example/x",
  "/ /evil.example/x",
  "/\u3000/evil.example/x",
  "/\u0000//evil.example/x",
  "/%09/evil.example/x",
  "/%0d%0a//evil.example/x",
  "/%00//evil.example/x",
  "/\u202e//evil.example/x",
  // Schemes.
  "https://evil.example/x",
  "HTTPS://evil.example/x",
  "http:evil.example/x",
  "http:/evil.example/x",
  "https:/\\evil.example/x",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  // Look-alikes and relative forms.
  "\uff0f\uff0fevil.example/x",
  "/\uff0fevil.example/x",
  "/\u3002/evil.example/x",
  "@evil.example",
  "evil.example/x",
  "",
  `/${"a".repeat(2100)}`,
];

/** Same-site return addresses the store itself makes, and what each becomes. */
export const SAME_SITE_RETURN_ADDRESSES: ReadonlyArray<readonly [string, string]> = [
  ["/", "/"],
  ["/men-shirts?p=2", "/men-shirts?p=2"],
  ["/checkout/cart", "/checkout/cart"],
  ["/search?q=blue%20shirt&f-co=Red", "/search?q=blue%20shirt&f-co=Red"],
  ["/products?page=2", "/products?page=2"],
  ["/orderdetails/ODN1234/return/7", "/orderdetails/ODN1234/return/7"],
  ["/@evil", "/@evil"],
  ["/a/./b/../c", "/a/c"],
  ["/?next=//evil.example", "/?next=//evil.example"],
];

/**
 * Where a browser goes with `result` as a Location (or link) on the store's page: true when it stays on
 * the store's origin, or when nothing was given (the address was refused).
 */
export function staysOnSite(result: string | null | undefined): boolean {
  if (result === null || result === undefined) return true;
  try {
    return new URL(result, `${SITE}/page`).origin === SITE;
  } catch {
    return true;
  }
}
