import { BANK_ACCOUNT_TYPES, type BankTransferInput } from "@odin/contracts";

/** Bank-transfer details the contract takes: the fuzzer's example, and addNeft's (testing/returns.ts). */
export const NEFT_FORM: Readonly<BankTransferInput> = {
  accountHolderName: "Asha Rao",
  bankName: "HDFC Bank",
  accountNumber: "50100123456789",
  confirmAccountNumber: "50100123456789",
  branchName: "Fort, Mumbai",
  ifscCode: "HDFC0000060",
  accountType: BANK_ACCOUNT_TYPES[0],
};

/**
 * A body the contract takes, for each operation whose rules join fields in ways no JSON Schema states
 * (an account number typed twice): a well-formed request to it starts from its example, some values
 * fuzzed in, so that some get past validation to the guard and the code behind it. An operation a
 * shopper may call that no signed-in request gets past the guard with is one to add here.
 */
export const FORM_EXAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  "POST /api/neft": NEFT_FORM,
};
