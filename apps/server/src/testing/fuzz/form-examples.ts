import { BANK_ACCOUNT_TYPES } from "@odin/contracts";

/**
 * A body the contract takes, for each operation whose rules join fields in ways no JSON Schema states
 * (an account number typed twice): a well-formed request to it starts from its example, some values
 * fuzzed in, so that some get past validation to the guard and the code behind it. An operation a
 * shopper may call that no signed-in request gets past the guard with is one to add here.
 */
export const FORM_EXAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  "POST /api/neft": {
    accountHolderName: "Asha Verma",
    bankName: "State Bank of India",
    accountNumber: "12345678901",
    confirmAccountNumber: "12345678901",
    branchName: "Koramangala",
    ifscCode: "SBIN0001234",
    accountType: BANK_ACCOUNT_TYPES[0],
  },
};
