import {
  fail,
  MESSAGES,
  ok,
  type ReturnDetailsResponse,
  type ReturnResponse,
  type Shopper,
} from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as route from "../../routes/order-return";
import * as formRoute from "../../routes/order-return-form";
import { testLoadContext } from "../../testing/load-context";
import { answerOf, formPost } from "../../testing/route-calls";

/** /orderdetails/{orderId}/return/{itemId} (spec 3 §4 "Return flow"), its action and its PDF route. */

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const returns = { details: vi.fn(), makeReturn: vi.fn(), returnForm: vi.fn() };
const services = { returns } as never;
const URL_ = "https://shop.example.in/orderdetails/OD000000000001/return/7";
const params = { orderId: "OD000000000001", itemId: "7" };

const ADDRESS = {
  id: 5,
  firstName: "Asha",
  lastName: "Rao",
  address: "12, MG Road",
  landmark: "",
  mobileNumber: "9876543210",
  phone: "9876543210",
  alternateNumber: "",
  pincode: "400001",
  city: "Mumbai",
  state: "Maharashtra",
  nationality: "India" as const,
  isDefault: true,
  default: true,
  isMobileNumberVerified: true,
  lastModifiedDate: "2026-11-26T05:00:00.000Z",
  pickupEligible: true,
};

const DETAILS = {
  orderId: "OD000000000001",
  itemId: 7,
  returnModes: [{ mode: "REVERSEPICKUP", label: "Reverse Pickup", isDefault: true }],
  addresses: [ADDRESS, { ...ADDRESS, id: 6, pincode: "744101", pickupEligible: false }],
} as unknown as ReturnDetailsResponse;

const MADE = { returnId: "RT00000001" } as ReturnResponse;

const contextOf = (shopper: Shopper | null = SHOPPER) =>
  testLoadContext({ services, ...(shopper ? { shopper } : {}) }).context;

const post = (fields: [string, string][], shopper: Shopper | null = SHOPPER) =>
  answerOf(route.action({ context: contextOf(shopper), request: formPost(URL_, fields), params } as never));

/** The choices of a whole flow, some replaced or added. */
const chosen = (changes: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    reasonId: "1",
    comment: "Too small",
    returnMode: "REVERSEPICKUP",
    addressId: "5",
    ...changes,
  });

beforeEach(() => {
  for (const call of Object.values(returns)) call.mockReset();
  returns.details.mockResolvedValue(ok(DETAILS));
});

describe("the return page's loader", () => {
  it("asks a guest to log in, shows why an item cannot be returned, and hides another shopper's order", async () => {
    const load = (shopper: Shopper | null = SHOPPER) =>
      answerOf(route.loader({ context: contextOf(shopper), request: new Request(URL_), params } as never));
    expect(await load(null)).toMatchObject({ data: { kind: "guest" } });
    expect(await load()).toMatchObject({ data: { kind: "open" }, status: 200 });
    returns.details.mockResolvedValue(
      fail({ name: "notReturnable", status: 400, code: "X", detail: MESSAGES.returns.notReturnable }),
    );
    expect(await load()).toMatchObject({ data: { kind: "closed", message: MESSAGES.returns.notReturnable } });
    returns.details.mockResolvedValue(
      fail({ name: "unknownOrder", status: 404, code: "NOT_FOUND", detail: "x" }),
    );
    await expect(load()).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the return page's steps", () => {
  it("needs a reason and a comment of at most 500 characters before the modes", async () => {
    expect(await post([["intent", "return-reason"]])).toMatchObject({
      status: 400,
      data: { step: "reason", fieldErrors: { reasonId: MESSAGES.returns.chooseReason } },
    });
    const long = await post([
      ["intent", "return-reason"],
      ["reasonId", "1"],
      ["comment", "x".repeat(501)],
    ]);
    expect(long).toMatchObject({ status: 400, data: { step: "reason" } });
    const next = await post([
      ["intent", "return-reason"],
      ["reasonId", "2"],
      ["comment", "Loose"],
    ]);
    expect(next).toMatchObject({
      data: { step: "mode", choices: { reasonId: "2", comment: "Loose", returnMode: "REVERSEPICKUP" } },
    });
  });

  it("refuses an address a courier does not serve, keeping the choices", async () => {
    const refused = await post([["intent", "return-mode"], ...chosen({ addressId: "6" })]);
    expect(refused).toMatchObject({
      status: 400,
      data: {
        step: "mode",
        choices: { addressId: "6", reasonId: "1" },
        fieldErrors: { addressId: "Not eligible for Pickup" },
      },
    });
    expect(await post([["intent", "return-mode"], ...chosen()])).toMatchObject({ data: { step: "refund" } });
  });

  it("returns the item, or says why not and keeps every choice: never made-up data", async () => {
    returns.makeReturn.mockResolvedValue(ok(MADE));
    expect(await post([["intent", "return-confirm"], ...chosen({ neftId: "3" })])).toMatchObject({
      data: { step: "complete", made: MADE },
    });
    expect(returns.makeReturn).toHaveBeenCalledWith(
      expect.objectContaining({ itemId: 7, reasonId: 1, address: { addressId: 5 }, neftId: 3 }),
    );
    returns.makeReturn.mockResolvedValue(
      fail({
        name: "returnFailed",
        status: 409,
        code: "RETURN_FAILED",
        detail: MESSAGES.returns.submitFailed,
      }),
    );
    expect(await post([["intent", "return-confirm"], ...chosen({ neftId: "3" })])).toMatchObject({
      status: 409,
      data: {
        step: "refund",
        message: MESSAGES.returns.submitFailed,
        choices: { neftId: "3", addressId: "5" },
      },
    });
  });
});

describe("the return form's download", () => {
  it("streams the shopper's own return's PDF, and 404s another's", async () => {
    const download = (returnId: string) =>
      formRoute.action({
        context: contextOf(),
        request: formPost(`${URL_}/form`, [["returnId", returnId]]),
        params,
      } as never);
    returns.returnForm.mockResolvedValue(
      ok({ returnId: "RT00000001", pdf: new TextEncoder().encode("%PDF-1.3") }),
    );
    const answer = (await download("RT00000001")) as Response;
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(await answer.text()).toBe("%PDF-1.3");
    returns.returnForm.mockResolvedValue(
      fail({ name: "unknownReturn", status: 404, code: "NOT_FOUND", detail: "x" }),
    );
    await expect(download("RT00000002")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(download("nope")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
