import { describe, expect, it } from "vitest";
import { formatMessage, MESSAGES } from "../messages";
import { bankTransferInput } from "./bank-transfer";
import {
  type BankTransferFormValues,
  bankTransferFormErrors,
  maskedAccountNumber,
} from "./bank-transfer-rules";

const VALID: BankTransferFormValues = {
  accountHolderName: "Asha Verma",
  bankName: "HDFC Bank",
  accountNumber: "50100123456789",
  confirmAccountNumber: "50100123456789",
  branchName: "Fort, Mumbai",
  ifscCode: "hdfc0000060",
  accountType: "SB",
};

const errorsOf = (changes: Partial<BankTransferFormValues>) =>
  bankTransferFormErrors({ ...VALID, ...changes });

/** The form's rule and the API's schema agree: the same first message for the field. */
function bothSay(
  changes: Partial<BankTransferFormValues>,
  field: keyof BankTransferFormValues,
  message: string,
) {
  expect(errorsOf(changes)[field]).toBe(message);
  const parsed = bankTransferInput.safeParse({ ...VALID, ...changes });
  expect(parsed.success).toBe(false);
  const issue = parsed.error?.issues.find((found) => found.path[0] === field);
  expect(issue?.message).toBe(message);
}

describe("the bank-transfer form's rules (spec 3 §5)", () => {
  it("takes a valid form, upper-cases the IFSC and trims the names", () => {
    expect(errorsOf({})).toEqual({});
    const parsed = bankTransferInput.parse({ ...VALID, accountHolderName: "  Asha Verma " });
    expect(parsed.ifscCode).toBe("HDFC0000060");
    expect(parsed.accountHolderName).toBe("Asha Verma");
    expect(parsed.accountType).toBe("SB");
  });

  it("asks for each name by its field's name", () => {
    bothSay({ accountHolderName: " " }, "accountHolderName", "Please enter your Account Holder Name");
    bothSay({ bankName: "" }, "bankName", "Please enter your Bank Name");
    bothSay({ branchName: "" }, "branchName", "Please enter your Branch Name");
    expect(formatMessage.enterYourField("Bank Name")).toBe("Please enter your Bank Name");
  });

  it("takes letters and spaces only for the holder", () => {
    bothSay({ accountHolderName: "Asha V3rma" }, "accountHolderName", "Alphabets only, please");
    bothSay({ accountHolderName: "Asha.Verma" }, "accountHolderName", "Alphabets only, please");
  });

  it("holds holder, bank and branch names to the minimum length", () => {
    bothSay({ accountHolderName: "Al" }, "accountHolderName", MESSAGES.bankTransfer.nameTooShort);
    bothSay({ bankName: "AB" }, "bankName", MESSAGES.bankTransfer.nameTooShort);
    bothSay({ branchName: "X " }, "branchName", MESSAGES.bankTransfer.nameTooShort);
  });

  it("refuses whitespace, other characters and more than 18 characters in the account number", () => {
    for (const accountNumber of ["", "5010 0123", " 50100123", "50100123\t", "5010-0123"])
      bothSay(
        { accountNumber, confirmAccountNumber: accountNumber },
        "accountNumber",
        "Please enter your Account Number!",
      );
    const long = "1".repeat(19);
    bothSay(
      { accountNumber: long, confirmAccountNumber: long },
      "accountNumber",
      formatMessage.maxCharacters(18),
    );
    expect(errorsOf({ accountNumber: "1".repeat(18), confirmAccountNumber: "1".repeat(18) })).toEqual({});
  });

  it("needs the confirmation to match", () => {
    bothSay(
      { confirmAccountNumber: "50100123456780" },
      "confirmAccountNumber",
      "Please enter the same Account Number!",
    );
    bothSay({ confirmAccountNumber: "" }, "confirmAccountNumber", "Please enter the same Account Number!");
  });

  it("takes an IFSC of 4 letters, a 0 and 6 letters or digits only", () => {
    for (const ifscCode of ["", "HDFC1000060", "HDF00000060", "HDFC000006", "HDFC00000600", "HDFC0-00060"])
      bothSay({ ifscCode }, "ifscCode", "Not a valid IFSC Code, please check");
    expect(errorsOf({ ifscCode: "sbin0a1b2c3" })).toEqual({});
  });

  it("takes account type SB or CC only", () => {
    expect(errorsOf({ accountType: "CC" })).toEqual({});
    bothSay({ accountType: "XX" }, "accountType", MESSAGES.bankTransfer.chooseAccountType);
    bothSay({ accountType: "" }, "accountType", MESSAGES.bankTransfer.chooseAccountType);
  });

  it("reports every broken field of an empty form, in the form's order (the empty numbers do match)", () => {
    expect(Object.keys(bankTransferFormErrors({}))).toEqual([
      "accountHolderName",
      "bankName",
      "accountNumber",
      "branchName",
      "ifscCode",
      "accountType",
    ]);
  });

  it("masks a saved number to its last four characters", () => {
    expect(maskedAccountNumber("1234")).toBe("XXXXXXXX1234");
  });
});
