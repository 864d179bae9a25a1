/**
 * The sandbox gateways' card directory: what a BIN (the first six digits) says of a card, and the
 * test numbers a tester types. Numbers pass Luhn's check; "4000 0000 0000 0002" is always declined.
 */
export interface TestBin {
  network: string;
  type: "credit" | "debit";
  issuerCode: string;
  issuerName: string;
}

const BINS: Record<string, TestBin> = {
  "411111": { network: "Visa", type: "credit", issuerCode: "HDFC", issuerName: "HDFC Bank" },
  "400000": { network: "Visa", type: "debit", issuerCode: "SBIN", issuerName: "State Bank of India" },
  "555555": { network: "MasterCard", type: "credit", issuerCode: "ICIC", issuerName: "ICICI Bank" },
  "508227": { network: "RuPay", type: "debit", issuerCode: "UTIB", issuerName: "Axis Bank" },
  "378282": { network: "Amex", type: "credit", issuerCode: "AMEX", issuerName: "American Express" },
};

export function testBin(bin: string): TestBin | undefined {
  return BINS[bin];
}

/** The card a tester types to see a decline. */
export const DECLINED_CARD = "4000000000000002";

/** Test numbers shown on the sandbox's card page. */
export const TEST_CARDS: readonly { number: string; note: string }[] = [
  { number: "4111 1111 1111 1111", note: "Visa credit, HDFC" },
  { number: "5555 5555 5555 4444", note: "MasterCard credit, ICICI" },
  { number: "3782 822463 10005", note: "Amex (4-digit CVV)" },
  { number: "4000 0000 0000 0002", note: "declined" },
];
