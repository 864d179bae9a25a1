// @vitest-environment happy-dom
import {
  type BankTransferInput,
  type BankTransferProblem,
  fail,
  formatMessage,
  MESSAGES,
  type NeftDetail,
  ok,
  type Result,
  type Shopper,
} from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AccountBankDetails, { action, loader } from "../../routes/account-bank-details";
import { describedText } from "../../testing/described-by";
import { testLoadContext } from "../../testing/load-context";
import { BankTransferChooser, selectedFirst } from "./bank-transfer-chooser";

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const PATH = "/account/bank-details";

const record = (id: number, changes: Partial<NeftDetail> = {}): NeftDetail => ({
  id,
  accountHolderName: "Asha Verma",
  bankName: "HDFC Bank",
  branchName: "Fort",
  ifscCode: "HDFC0000060",
  accountType: "SB",
  accountNumber: `XXXXXXXX${String(1000 + id)}`,
  createdDate: "2026-11-01T10:00:00.000Z",
  ...changes,
});

let records: NeftDetail[];
const list = vi.fn(async () => ok({ neftDetailList: records }));
const add = vi.fn(async (input: BankTransferInput): Promise<Result<NeftDetail, BankTransferProblem>> => {
  const saved = record(9, {
    accountHolderName: input.accountHolderName,
    accountNumber: `XXXXXXXX${input.accountNumber.slice(-4)}`,
  });
  records = [saved, ...records];
  return ok(saved);
});
const services = { bankTransfer: { list, add } } as never;

beforeEach(() => {
  records = [record(1)];
  list.mockClear();
  add.mockClear();
});
afterEach(cleanup);

async function renderPage() {
  const { context } = testLoadContext({ services, shopper: SHOPPER });
  const Stub = createRoutesStub([{ path: PATH, Component: AccountBankDetails, loader, action }], context);
  render(<Stub initialEntries={[PATH]} />);
  await screen.findByRole("heading", { name: "Bank Details" });
}

const form = () => screen.getByRole("form", { name: "Add Bank Details" });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(within(form()).getByRole("button", { name: "Save" }));

const TYPED = {
  "Account Holder Name": "Ravi Kumar",
  "Bank Name": "State Bank of India",
  "Account Number": "30001234567",
  "Confirm Account Number": "30001234567",
  "Branch Name": "MG Road",
  "IFSC Code": "sbin0001234",
};

function type(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.input(field(label), { target: { value } });
}

describe("the bank-transfer form", () => {
  it("lists the saved records masked, and labels every field and the account type", async () => {
    await renderPage();
    expect(screen.getByText(/XXXXXXXX1001/)).toBeTruthy();
    for (const label of Object.keys(TYPED)) expect(field(label).getAttribute("name")).toBeTruthy();
    const type = within(form()).getByRole("group", { name: "Account Type" });
    expect(within(type).getByLabelText("Savings").getAttribute("value")).toBe("SB");
    expect(within(type).getByLabelText("Current").getAttribute("value")).toBe("CC");
  });

  it("checks the rules before posting: each message under its field, focus on the first", async () => {
    await renderPage();
    type({
      ...TYPED,
      "Account Holder Name": "Ravi 2",
      "Confirm Account Number": "30001234568",
      "IFSC Code": "SBIN1001234",
    });
    save();
    expect(describedText(field("Account Holder Name"))).toBe("Alphabets only, please");
    expect(describedText(field("Confirm Account Number"))).toBe("Please enter the same Account Number!");
    expect(describedText(field("IFSC Code"))).toBe("Not a valid IFSC Code, please check");
    expect(within(form()).getByText(MESSAGES.bankTransfer.chooseAccountType)).toBeTruthy();
    expect(document.activeElement).toBe(field("Account Holder Name"));
    expect(add).not.toHaveBeenCalled();
    type({ "Bank Name": "" });
    expect(describedText(field("Bank Name"))).toBe(formatMessage.enterYourField("Bank Name"));
  });

  it("saves through the page's action, then empties the form and lists the record", async () => {
    await renderPage();
    type(TYPED);
    fireEvent.click(within(form()).getByLabelText("Current"));
    save();
    await waitFor(() => expect(screen.getByText(MESSAGES.returns.changesSaved)).toBeTruthy());
    expect(add).toHaveBeenCalledWith({
      accountHolderName: "Ravi Kumar",
      bankName: "State Bank of India",
      accountNumber: "30001234567",
      confirmAccountNumber: "30001234567",
      branchName: "MG Road",
      ifscCode: "SBIN0001234",
      accountType: "CC",
    });
    await waitFor(() => expect(field("Account Number").value).toBe(""));
    expect(await screen.findByText(/XXXXXXXX4567/)).toBeTruthy();
  });

  it("says the server's refusal and keeps what was typed", async () => {
    add.mockImplementationOnce(async () =>
      fail({
        name: "neftLimit",
        status: 400,
        code: "NEFT_LIMIT_REACHED",
        detail: formatMessage.bankTransferLimit(10),
      }),
    );
    await renderPage();
    type(TYPED);
    fireEvent.click(within(form()).getByLabelText("Savings"));
    save();
    await waitFor(() =>
      expect(within(form()).getByRole("alert").textContent).toBe(formatMessage.bankTransferLimit(10)),
    );
    expect(field("Account Holder Name").value).toBe("Ravi Kumar");
    expect(field("Account Number").value).toBe("30001234567");
  });
});

describe("the page's action without scripts", () => {
  it("answers the rules' messages with what was typed, and saves nothing", async () => {
    const { context } = testLoadContext({ services, shopper: SHOPPER });
    const body = new URLSearchParams({
      intent: "neft-add",
      accountHolderName: "Asha",
      accountNumber: "12 34",
    });
    const request = new Request(`https://shop.example.in${PATH}`, { method: "POST", body });
    const answer = (await action({ request, context, params: {} } as never)) as unknown as {
      init: { status: number };
      data: { ok: boolean; fieldErrors: Record<string, string>; values: Record<string, string> };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors.accountNumber).toBe(MESSAGES.bankTransfer.enterAccountNumber);
    expect(answer.data.fieldErrors.bankName).toBe(formatMessage.enterYourField("Bank Name"));
    expect(answer.data.values.accountHolderName).toBe("Asha");
    expect(add).not.toHaveBeenCalled();
  });

  it("sends a visitor home", async () => {
    const { context } = testLoadContext({ services });
    const request = new Request(`https://shop.example.in${PATH}`);
    const answer = await loader({ request, context, params: {} } as never).catch((thrown: unknown) => thrown);
    expect((answer as Response).status).toBe(302);
    expect(list).not.toHaveBeenCalled();
  });
});

describe("the chooser of saved records (spec 3 §4)", () => {
  const three = [record(1), record(2, { bankName: "ICICI Bank" }), record(3, { bankName: "Axis Bank" })];

  it("puts the selected record first, else keeps the order", () => {
    expect(selectedFirst(three, 3).map((one) => one.id)).toEqual([3, 1, 2]);
    expect(selectedFirst(three, undefined).map((one) => one.id)).toEqual([1, 2, 3]);
    expect(selectedFirst(three, 99).map((one) => one.id)).toEqual([1, 2, 3]);
  });

  it("selects the first listed, and moves a record chosen to the front, selected", () => {
    render(<BankTransferChooser records={three} />);
    const radios = () => screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios().map((radio) => [radio.value, radio.checked])).toEqual([
      ["1", true],
      ["2", false],
      ["3", false],
    ]);
    fireEvent.click(radios()[2] as HTMLInputElement);
    expect(radios().map((radio) => [radio.value, radio.checked])).toEqual([
      ["3", true],
      ["1", false],
      ["2", false],
    ]);
    expect(radios().every((radio) => radio.name === "neftId")).toBe(true);
  });
});
