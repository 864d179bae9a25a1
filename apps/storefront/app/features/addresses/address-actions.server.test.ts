import {
  type AddressProblem,
  addressesProblems,
  fail,
  formatMessage,
  MESSAGES,
  ok,
  type Shopper,
  sessionProblems,
} from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { action as routeAction } from "../../routes/account-addresses";
import { savedAddress, TYPED_ADDRESS } from "../../testing/address-data";
import { testLoadContext } from "../../testing/load-context";
import { addressAction, answerAddressForm } from "./address-actions.server";

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const M = MESSAGES.address;

const add = vi.fn();
const edit = vi.fn();
const remove = vi.fn();
const makeDefault = vi.fn();
const services = { addresses: { add, edit, remove, makeDefault } } as never;

/** The address book's refusal `name`, with its catalogue's status, and this detail. */
const problem = (name: AddressProblem, detail: string) =>
  fail({ ...{ ...addressesProblems, ...sessionProblems }[name](), code: "X", detail });

beforeEach(() => {
  for (const call of [add, edit, remove, makeDefault]) call.mockReset();
  add.mockResolvedValue(ok(savedAddress(9)));
  edit.mockResolvedValue(ok(savedAddress(3)));
  remove.mockResolvedValue(ok({ addresses: [] }));
  makeDefault.mockResolvedValue(ok({ addresses: [] }));
});

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

function request(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("https://shop.example.in/account/addresses", { method: "POST", body });
}

async function post(fields: Record<string, string>): Promise<Answer> {
  const { context } = testLoadContext({ services, shopper: SHOPPER });
  return (await addressAction({ request: request(fields), context, params: {} } as never)) as never;
}

describe("address-add", () => {
  it("saves the address through the contract (trimmed, city and state left to the server)", async () => {
    const answer = await post({ intent: "address-add", ...TYPED_ADDRESS, firstName: " Ravi ", city: "X" });
    expect(answer).toMatchObject({
      data: { intent: "address-add", ok: true, message: M.added, values: { addressId: "9" } },
    });
    expect(add).toHaveBeenCalledWith({ ...TYPED_ADDRESS, isDefault: false });
  });

  it("asks for the default when its box is ticked", async () => {
    await post({ intent: "address-add", ...TYPED_ADDRESS, isDefault: "true" });
    expect(add).toHaveBeenCalledWith({ ...TYPED_ADDRESS, isDefault: true });
  });

  it("refuses broken fields with the spec's messages and what was typed, without calling the service", async () => {
    const typed = { ...TYPED_ADDRESS, firstName: "R2", address: "#1", mobileNumber: "", pincode: "012345" };
    const answer = await post({ intent: "address-add", ...typed, isDefault: "true" });
    expect(answer.data).toEqual({
      intent: "address-add",
      ok: false,
      fieldErrors: {
        firstName: M.nameLettersOnly,
        address: M.enterAddress,
        mobileNumber: M.mandatoryFields,
        pincode: MESSAGES.pincode.validSixDigits,
      },
      values: { ...typed, isDefault: "true" },
    });
    expect(answer.init?.status).toBe(400);
    expect(add).not.toHaveBeenCalled();
  });

  it("says a pincode outside the directory under the pincode field", async () => {
    add.mockResolvedValue(problem("unknownPincode", MESSAGES.pincode.notDelivered));
    const answer = await post({ intent: "address-add", ...TYPED_ADDRESS });
    expect(answer.data).toMatchObject({ ok: false, fieldErrors: { pincode: MESSAGES.pincode.notDelivered } });
    expect(answer.init?.status).toBe(400);
  });

  it("says a full address book for the whole form", async () => {
    add.mockResolvedValue(problem("addressLimit", formatMessage.addressLimit(20)));
    const answer = await post({ intent: "address-add", ...TYPED_ADDRESS });
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: {},
      message: formatMessage.addressLimit(20),
    });
  });
});

describe("address-edit", () => {
  it("rewrites the posted address, answering with its id", async () => {
    const answer = await post({ intent: "address-edit", addressId: "3", ...TYPED_ADDRESS });
    expect(edit).toHaveBeenCalledWith(3, { ...TYPED_ADDRESS, isDefault: false });
    expect(answer.data).toMatchObject({ ok: true, message: M.updated, values: { addressId: "3" } });
  });

  it("keeps the address's id with a refusal, so its form opens again", async () => {
    const answer = await post({ intent: "address-edit", addressId: "3", ...TYPED_ADDRESS, lastName: "K" });
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: { lastName: M.nameMinLength },
      values: { addressId: "3", lastName: "K" },
    });
    expect(edit).not.toHaveBeenCalled();
  });

  it("answers 404 for an address that is not the shopper's, or no address at all", async () => {
    edit.mockResolvedValue(problem("addressNotFound", M.notFound));
    const theirs = await post({ intent: "address-edit", addressId: "77", ...TYPED_ADDRESS });
    expect(theirs.data).toMatchObject({ ok: false, message: M.notFound, values: { addressId: "77" } });
    expect(theirs.init?.status).toBe(404);
    const none = await post({ intent: "address-edit", addressId: "x", ...TYPED_ADDRESS });
    expect(none.init?.status).toBe(404);
    expect(edit).toHaveBeenCalledTimes(1);
  });
});

describe("address-delete and address-default", () => {
  it("deletes the posted address", async () => {
    const answer = await post({ intent: "address-delete", addressId: "5" });
    expect(remove).toHaveBeenCalledWith(5);
    expect(answer.data).toEqual({
      intent: "address-delete",
      ok: true,
      message: M.removed,
      values: { addressId: "5" },
    });
  });

  it("makes the posted address the default", async () => {
    const answer = await post({ intent: "address-default", addressId: "5" });
    expect(makeDefault).toHaveBeenCalledWith(5);
    expect(answer.data).toMatchObject({ ok: true, message: M.defaultChanged });
  });

  it("refuses an id that is not the shopper's address with 404", async () => {
    remove.mockResolvedValue(problem("addressNotFound", M.notFound));
    const answer = await post({ intent: "address-delete", addressId: "77" });
    expect(answer.data).toMatchObject({ ok: false, message: M.notFound, values: { addressId: "77" } });
    expect(answer.init?.status).toBe(404);
    expect((await post({ intent: "address-default", addressId: "0" })).init?.status).toBe(404);
    expect(makeDefault).not.toHaveBeenCalled();
  });
});

describe("any page's address forms", () => {
  it("answers a form another route has already read", async () => {
    const body = await request({ intent: "address-delete", addressId: "5" }).formData();
    const { context } = testLoadContext({ services, shopper: SHOPPER });
    expect(await answerAddressForm(body, context)).toMatchObject({ data: { ok: true, message: M.removed } });
  });

  it("tells a page without a signed-in shopper to log in", async () => {
    add.mockResolvedValue(problem("signInRequired", MESSAGES.session.loginToContinue));
    const answer = await post({ intent: "address-add", ...TYPED_ADDRESS });
    expect(answer.data).toMatchObject({ ok: false, message: "Please Login To Continue" });
    expect(answer.init?.status).toBe(401);
  });

  it("refuses an intent it does not know", async () => {
    expect((await post({ intent: "address-nonsense" })).data).toMatchObject({
      ok: false,
      message: MESSAGES.generic.somethingWentWrong,
    });
  });

  it("sends a visitor who posts to My Addresses home, as the account page does", async () => {
    const { context } = testLoadContext({ services });
    const body = request({ intent: "address-delete", addressId: "5" });
    const answer = await routeAction({ request: body, context, params: {} } as never).catch(
      (thrown) => thrown,
    );
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toBe("/");
    expect(remove).not.toHaveBeenCalled();
  });
});
