// @vitest-environment happy-dom
import {
  type Address,
  type AddressInput,
  type AddressProblem,
  fail,
  MESSAGES,
  ok,
  type Result,
  type Shopper,
} from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AccountAddresses, { action, loader } from "../../routes/account-addresses";
import { savedAddress, TYPED_ADDRESS } from "../../testing/address-data";
import { describedText } from "../../testing/described-by";
import { testLoadContext } from "../../testing/load-context";
import { Toaster } from "../../ui/toast";

/** My Addresses once its scripts run: the same forms, checked first, posted without a reload. */

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const PATH = "/account/addresses";

let book: Address[];
const list = vi.fn(async () => ok({ addresses: book }));
const add = vi.fn(async (input: AddressInput): Promise<Result<Address, AddressProblem>> => {
  const saved = savedAddress(9, { ...input, landmark: input.landmark ?? "", alternateNumber: "" });
  book = [saved, ...book];
  return ok(saved);
});
const edit = vi.fn(async (id: number, input: AddressInput) =>
  ok(savedAddress(id, { firstName: input.firstName })),
);
const remove = vi.fn(async (id: number) => {
  book = book.filter((saved) => saved.id !== id);
  return ok({ addresses: book });
});
const makeDefault = vi.fn(async (id: number) => {
  book = book.map((saved) => savedAddress(saved.id, { ...saved, isDefault: saved.id === id }));
  return ok({ addresses: book });
});
const services = { addresses: { list, add, edit, remove, makeDefault } } as never;

beforeEach(() => {
  book = [savedAddress(1, { isDefault: true }), savedAddress(2, { firstName: "Ravi" })];
  for (const call of [list, add, edit, remove, makeDefault]) call.mockClear();
});
afterEach(cleanup);

async function renderPage(url = PATH) {
  const { context } = testLoadContext({ services, shopper: SHOPPER });
  const Stub = createRoutesStub([{ path: PATH, Component: AccountAddresses, loader, action }], context);
  render(
    <>
      <Stub initialEntries={[url]} />
      <Toaster />
    </>,
  );
  await screen.findByRole("heading", { name: "My Addresses" });
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;
const toast = () => document.querySelector(".toaster")?.textContent ?? "";
const addForm = () => screen.getByRole("form", { name: "Add a new address" });
const card = (name: string) => screen.getByRole("article", { name });

function type(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.input(field(form, label), { target: { value } });
}

const TYPED_LABELS = {
  "First name": TYPED_ADDRESS.firstName,
  "Last name": TYPED_ADDRESS.lastName,
  "Address (house no., building, street, area)": TYPED_ADDRESS.address,
  "Mobile number": TYPED_ADDRESS.mobileNumber,
  Pincode: TYPED_ADDRESS.pincode,
};

describe("My Addresses", () => {
  it("lists the shopper's addresses, read on the server, under the account menu", async () => {
    await renderPage();
    expect(list).toHaveBeenCalled();
    const menu = screen.getByRole("navigation", { name: "My Account" });
    expect(within(menu).getByRole("link", { name: "My Addresses" }).getAttribute("aria-current")).toBe(
      "page",
    );
    const cards = within(screen.getByRole("list", { name: "Saved addresses" })).getAllByRole("article");
    expect(cards.map((element) => element.getAttribute("aria-labelledby"))).toEqual([
      "address-1-name",
      "address-2-name",
    ]);
    expect(within(card("Asha Verma")).getByText("Default")).toBeTruthy();
    expect(within(card("Asha Verma")).queryByRole("button", { name: "MAKE DEFAULT" })).toBeNull();
    const edit = within(card("Ravi Verma")).getByRole("link", { name: "EDIT" });
    expect(edit.getAttribute("href")).toBe(`${PATH}?edit=2`);
    expect(describedText(edit)).toBe("Ravi Verma");
  });
});

describe("adding an address", () => {
  it("checks the rules before posting: each message tied to its field, focus on the first", async () => {
    await renderPage();
    type(addForm(), { "First name": "R2", Pincode: "012345" });
    fireEvent.click(within(addForm()).getByRole("button", { name: "SAVE ADDRESS" }));
    expect(describedText(field(addForm(), "First name"))).toBe("Name must have only alpabets");
    expect(describedText(field(addForm(), "Last name"))).toBe("Please fill all the mandatory fields");
    expect(describedText(field(addForm(), "Pincode"))).toBe(
      "City and state are filled in from the pincode. | We need a valid 6-digit pincode. Try again, please.",
    );
    expect(document.activeElement).toBe(field(addForm(), "First name"));
    // Fixed as the shopper types, after the first attempt.
    type(addForm(), { "First name": "Ravi" });
    expect(field(addForm(), "First name").getAttribute("aria-invalid")).toBeNull();
    expect(add).not.toHaveBeenCalled();
  });

  it("saves through the page's action, empties the form and confirms with a toast", async () => {
    await renderPage();
    type(addForm(), TYPED_LABELS);
    fireEvent.click(within(addForm()).getByLabelText("Make this my default address"));
    fireEvent.click(within(addForm()).getByRole("button", { name: "SAVE ADDRESS" }));
    await waitFor(() => expect(toast()).toBe(MESSAGES.address.added));
    expect(add).toHaveBeenCalledWith({ ...TYPED_ADDRESS, isDefault: true });
    await waitFor(() => expect(field(addForm(), "First name").value).toBe(""));
    expect(await screen.findByRole("article", { name: "Ravi Kumar" })).toBeTruthy();
  });

  it("says the server's refusal of the pincode under the field, keeping what was typed", async () => {
    add.mockImplementationOnce(async () =>
      fail({
        name: "unknownPincode",
        status: 400,
        code: "VALIDATION_FAILED",
        detail: MESSAGES.pincode.notDelivered,
      }),
    );
    await renderPage();
    type(addForm(), TYPED_LABELS);
    fireEvent.click(within(addForm()).getByRole("button", { name: "SAVE ADDRESS" }));
    await waitFor(() =>
      expect(describedText(field(addForm(), "Pincode"))).toContain(
        "Sorry! we currently don't deliver to this pincode",
      ),
    );
    expect(document.activeElement).toBe(field(addForm(), "Pincode"));
    expect(field(addForm(), "First name").value).toBe(TYPED_ADDRESS.firstName);
  });
});

describe("an address's own controls", () => {
  it("opens the edit form filled in, saves it and closes it", async () => {
    await renderPage(`${PATH}?edit=2`);
    const form = screen.getByRole("form", { name: "Edit address" });
    expect(field(form, "First name").value).toBe("Ravi");
    type(form, { "First name": "Ravindra" });
    fireEvent.click(within(form).getByRole("button", { name: "SAVE ADDRESS" }));
    await waitFor(() => expect(toast()).toBe(MESSAGES.address.updated));
    expect(edit).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ firstName: "Ravindra", isDefault: false }),
    );
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit address" })).toBeNull());
  });

  it("deletes an address", async () => {
    await renderPage();
    fireEvent.click(within(card("Ravi Verma")).getByRole("button", { name: "DELETE" }));
    await waitFor(() => expect(toast()).toBe(MESSAGES.address.removed));
    expect(remove).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole("article", { name: "Ravi Verma" })).toBeNull());
  });

  it("makes an address the default", async () => {
    await renderPage();
    fireEvent.click(within(card("Ravi Verma")).getByRole("button", { name: "MAKE DEFAULT" }));
    await waitFor(() => expect(toast()).toBe(MESSAGES.address.defaultChanged));
    expect(makeDefault).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(card("Ravi Verma")).queryByText("Default")).not.toBeNull());
    expect(within(card("Asha Verma")).queryByText("Default")).toBeNull();
  });
});

describe("/account/addresses loader", () => {
  it("sends a visitor home from the server, never cached", async () => {
    const { context } = testLoadContext({ services });
    const request = new Request(`https://shop.example.in${PATH}`);
    const answer = await loader({ request, context, params: {} } as never).catch((thrown: unknown) => thrown);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toBe("/");
    expect((answer as Response).headers.get("cache-control")).toBe("private, no-store");
    expect(list).not.toHaveBeenCalled();
  });
});
