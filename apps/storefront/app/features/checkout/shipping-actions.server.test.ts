import { type CheckoutRequest, fail, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { savedAddress } from "../../testing/address-data";
import { bagItem } from "../../testing/bag-data";
import { shippingBag } from "../../testing/checkout-data";
import { testLoadContext } from "../../testing/load-context";
import { shippingAction } from "./shipping-actions.server";

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const SHIRT = bagItem(7, { styleName: "Oxford Shirt" });

const checkout = vi.fn();
const add = vi.fn();
const services = { bag: { checkout }, addresses: { add } } as never;

beforeEach(() => {
  checkout.mockReset();
  checkout.mockResolvedValue(ok(shippingBag([SHIRT])));
  add.mockReset();
});

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

async function post(
  fields: [string, string][],
  shopper: Shopper | null = SHOPPER,
): Promise<Answer | Response> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const request = new Request("https://shop.example.in/checkout/shipping", { method: "POST", body });
  const { context } = testLoadContext({ services, ...(shopper ? { shopper } : {}) });
  try {
    return (await shippingAction({ request, context, params: {} } as never)) as never;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const requests = () => checkout.mock.calls.map(([request]) => request as CheckoutRequest);
const SHIPPING = { page: "shipping", type: "read", isPromotionPaymentConstraintSupported: true };

describe("the delivery pincode", () => {
  it("refuses a pincode that breaks the rule under its field, without asking the server", async () => {
    expect(
      await post([
        ["intent", "pincode"],
        ["pincode", "012345"],
      ]),
    ).toMatchObject({
      data: {
        intent: "pincode",
        ok: false,
        fieldErrors: { pincode: "We need a valid 6-digit pincode. Try again, please." },
        values: { pincode: "012345" },
      },
      init: { status: 400 },
    });
    expect(checkout).not.toHaveBeenCalled();
  });

  it("keeps a new pincode for the shopper's checkout and says so", async () => {
    expect(
      await post([
        ["intent", "pincode"],
        ["pincode", " 560001"],
      ]),
    ).toMatchObject({
      data: { intent: "pincode", ok: true, message: "We will deliver to pincode 560001." },
    });
    expect(requests()).toEqual([{ ...SHIPPING, pincode: "560001" }]);
  });

  it("says under the field that the server does not deliver there", async () => {
    const detail = MESSAGES.pincode.notDelivered;
    checkout.mockResolvedValue(fail({ name: "unknownPincode", status: 404, code: "NOT_FOUND", detail }));
    expect(
      await post([
        ["intent", "pincode"],
        ["pincode", "999999"],
      ]),
    ).toMatchObject({
      data: { ok: false, fieldErrors: { pincode: detail }, values: { pincode: "999999" } },
    });
  });
});

describe("the address chooser", () => {
  it("asks for an address when none was chosen", async () => {
    expect(await post([["intent", "chooseAddress"]])).toMatchObject({
      data: { ok: false, message: "Please select a delivery address" },
    });
    expect(checkout).not.toHaveBeenCalled();
  });

  it("keeps the chosen address", async () => {
    expect(
      await post([
        ["intent", "chooseAddress"],
        ["addressId", "3"],
      ]),
    ).toMatchObject({
      data: { ok: true, message: MESSAGES.checkout.addressChosen },
    });
    expect(requests()).toEqual([{ ...SHIPPING, addressId: 3 }]);
  });

  it("says the server's refusal of an address that is not the shopper's", async () => {
    const detail = MESSAGES.address.notFound;
    checkout.mockResolvedValue(fail({ name: "unknownAddress", status: 404, code: "NOT_FOUND", detail }));
    expect(
      await post([
        ["intent", "chooseAddress"],
        ["addressId", "99"],
      ]),
    ).toMatchObject({
      data: { ok: false, message: detail },
    });
  });

  it("makes a new address saved on the page the delivery address", async () => {
    add.mockResolvedValue(ok(savedAddress(5)));
    const fields: [string, string][] = [
      ["intent", "address-add"],
      ["firstName", "Asha"],
      ["lastName", "Verma"],
      ["address", "12 MG Road"],
      ["mobileNumber", "9876543210"],
      ["pincode", "400001"],
    ];
    expect(await post(fields)).toMatchObject({
      data: { intent: "address-add", ok: true, values: { addressId: "5" } },
    });
    expect(requests()).toEqual([{ ...SHIPPING, addressId: 5 }]);
  });

  it("selects nothing when the new address is refused", async () => {
    expect(
      await post([
        ["intent", "address-add"],
        ["firstName", "A"],
      ]),
    ).toMatchObject({
      data: { intent: "address-add", ok: false },
    });
    expect(add).not.toHaveBeenCalled();
    expect(checkout).not.toHaveBeenCalled();
  });
});

describe("CONTINUE", () => {
  it("keeps each item's method, with the store of a pickup only, and goes on to payment", async () => {
    const answer = (await post([
      ["intent", "continue"],
      ["method-7", "STOREPICK"],
      ["store-7", "31"],
      ["method-8", "ndd"],
      ["store-8", "32"],
    ])) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/checkout/payment");
    expect(requests()).toEqual([
      {
        ...SHIPPING,
        selectedShippingMethods: [
          { skuId: 7, shippingMethod: "STOREPICK", storeId: 31 },
          { skuId: 8, shippingMethod: "ndd" },
        ],
      },
    ]);
  });

  it("stays with the server's reason while the shipping step blocks", async () => {
    const blocked = shippingBag([SHIRT], { blockingMessage: MESSAGES.checkout.selectDeliveryMethod });
    checkout.mockResolvedValue(ok(blocked));
    expect(await post([["intent", "continue"]])).toMatchObject({
      data: { intent: "continue", ok: false, message: "Select Delivery method for each product" },
      init: { status: 409 },
    });
    expect(requests()).toEqual([SHIPPING]);
  });

  it("refuses a method the contract does not know, without asking the server", async () => {
    expect(
      await post([
        ["intent", "continue"],
        ["method-7", "drone"],
      ]),
    ).toMatchObject({
      data: { ok: false },
    });
    expect(checkout).not.toHaveBeenCalled();
  });
});

describe("the coupon box", () => {
  it("applies a code for the shipping page, so the kept methods stay", async () => {
    const coupon = { code: "SAVE10", title: "10% off", applied: true, savings: 19990 };
    checkout.mockResolvedValue(ok(shippingBag([SHIRT], { couponDetails: coupon })));
    expect(
      await post([
        ["intent", "applyCoupon"],
        ["couponCode", "save10"],
      ]),
    ).toMatchObject({
      data: { intent: "applyCoupon", ok: true, message: "SAVE10 applied. You save ₹199.90." },
    });
    expect(requests()).toEqual([{ ...SHIPPING, type: "update", couponCode: "SAVE10" }]);
  });

  it("says why a code does not apply under the field, and a refused removal under its button", async () => {
    expect(
      await post([
        ["intent", "applyCoupon"],
        ["couponCode", ""],
      ]),
    ).toMatchObject({
      data: { ok: false, fieldErrors: { couponCode: MESSAGES.coupon.enterCode } },
    });
    checkout.mockResolvedValue(
      fail({ name: "signInRequired", status: 401, code: "UNAUTHORIZED", detail: "Please Login To Continue" }),
    );
    expect(
      await post([
        ["intent", "removeCoupon"],
        ["couponCode", "SAVE10"],
      ]),
    ).toMatchObject({
      data: { intent: "removeCoupon", ok: false, message: "Please Login To Continue" },
    });
  });

  it("removes the code", async () => {
    expect(
      await post([
        ["intent", "removeCoupon"],
        ["couponCode", "SAVE10"],
      ]),
    ).toMatchObject({
      data: { intent: "removeCoupon", ok: true, message: "SAVE10 has been removed." },
    });
    expect(requests()).toEqual([{ ...SHIPPING, type: "delete", couponCode: "SAVE10" }]);
  });
});

it("sends a guest to the checkout's entry, whatever was posted", async () => {
  const answer = (await post([["intent", "continue"]], null)) as Response;
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toBe("/checkout");
  expect(checkout).not.toHaveBeenCalled();
});

it("answers an unknown intent with the generic message", async () => {
  expect(await post([["intent", "placeOrder"]])).toMatchObject({
    data: { ok: false, message: MESSAGES.generic.somethingWentWrong },
  });
});
