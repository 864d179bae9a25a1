import { type CheckoutRequest, fail, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { bagItem, bagWith } from "../../testing/bag-data";
import { testLoadContext } from "../../testing/load-context";
import { bagAction } from "./bag-actions.server";

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const SHIRT = bagItem(7, { styleName: "Oxford Shirt" });

const checkout = vi.fn();
const services = { bag: { checkout } } as never;

beforeEach(() => {
  checkout.mockReset();
  checkout.mockResolvedValue(ok(bagWith([SHIRT])));
});

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

async function post(
  fields: Record<string, string>,
  shopper: Shopper | null = null,
): Promise<Answer | Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("https://shop.example.in/mybag", { method: "POST", body });
  const { context } = testLoadContext({ services, ...(shopper ? { shopper } : {}) });
  return (await bagAction({ request, context, params: {} } as never)) as never;
}

const requests = () => checkout.mock.calls.map(([request]) => request as CheckoutRequest);

describe("setQuantity", () => {
  it("sets the size's quantity through the contract and says the bag was updated", async () => {
    expect(await post({ intent: "setQuantity", skuId: "7", qty: "2" })).toMatchObject({
      data: { intent: "setQuantity", ok: true, message: MESSAGES.bag.updated },
    });
    expect(requests()).toEqual([
      {
        page: "myBag",
        isPromotionPaymentConstraintSupported: true,
        type: "update",
        cartItems: [{ skuId: 7, qty: 2, mode: "set" }],
      },
    ]);
  });

  it("passes on the change's own notices (a quantity the stock caps)", async () => {
    checkout.mockResolvedValue(ok(bagWith([SHIRT], { notices: ["You can add only 3 of Oxford Shirt"] })));
    expect(await post({ intent: "setQuantity", skuId: "7", qty: "5" })).toMatchObject({
      data: { ok: true, notices: ["You can add only 3 of Oxford Shirt"] },
    });
  });

  it("refuses a quantity above 10 without calling the service, naming the size", async () => {
    expect(await post({ intent: "setQuantity", skuId: "7", qty: "11" })).toMatchObject({
      data: {
        intent: "setQuantity",
        ok: false,
        message: "Please enter a whole number from 1 to 10.",
        values: { skuId: "7" },
      },
      init: { status: 400 },
    });
    expect(checkout).not.toHaveBeenCalled();
  });

  it("says the service's refusal", async () => {
    checkout.mockResolvedValue(
      fail({ name: "unknownSku", status: 404, code: "NOT_FOUND", detail: MESSAGES.bag.unknownSize }),
    );
    expect(await post({ intent: "setQuantity", skuId: "7", qty: "1" })).toMatchObject({
      data: { ok: false, message: MESSAGES.bag.unknownSize, values: { skuId: "7" } },
    });
  });
});

describe("remove", () => {
  it("reads the bag for the item's name, deletes the size and names it (spec 1 §4)", async () => {
    checkout.mockResolvedValueOnce(ok(bagWith([SHIRT]))).mockResolvedValueOnce(ok(bagWith([])));
    expect(await post({ intent: "remove", skuId: "7" })).toMatchObject({
      data: { intent: "remove", ok: true, message: "Oxford Shirt has been removed from your bag" },
    });
    expect(requests()).toEqual([
      { page: "myBag", isPromotionPaymentConstraintSupported: true, type: "read" },
      {
        page: "myBag",
        isPromotionPaymentConstraintSupported: true,
        type: "delete",
        cartItems: [{ skuId: 7, qty: 1, mode: "add" }],
      },
    ]);
  });

  it("refuses a size the bag does not hold", async () => {
    expect(await post({ intent: "remove", skuId: "8" })).toMatchObject({
      data: { intent: "remove", ok: false, message: MESSAGES.bag.unknownSize, values: { skuId: "8" } },
    });
    expect(requests()).toHaveLength(1);
  });
});

describe("applyCoupon", () => {
  it("asks for a code when none was typed", async () => {
    expect(await post({ intent: "applyCoupon", couponCode: "  " })).toMatchObject({
      data: { ok: false, fieldErrors: { couponCode: MESSAGES.coupon.enterCode } },
    });
    expect(checkout).not.toHaveBeenCalled();
  });

  it("refuses what the contract refuses and keeps the code typed", async () => {
    expect(await post({ intent: "applyCoupon", couponCode: "SAVE-10" })).toMatchObject({
      data: {
        ok: false,
        fieldErrors: { couponCode: "A coupon code has only letters and digits." },
        values: { couponCode: "SAVE-10" },
      },
    });
  });

  it("applies the code, upper-cased, and says what it saves", async () => {
    const coupon = { code: "SAVE10", title: "10% off", applied: true, savings: 19990 };
    checkout.mockResolvedValue(ok(bagWith([SHIRT], { couponDetails: coupon })));
    expect(await post({ intent: "applyCoupon", couponCode: "save10" })).toMatchObject({
      data: { intent: "applyCoupon", ok: true, message: "SAVE10 applied. You save ₹199.90." },
    });
    expect(requests()).toEqual([
      { page: "myBag", isPromotionPaymentConstraintSupported: true, type: "update", couponCode: "SAVE10" },
    ]);
  });

  it("says why the coupon does not apply, under the field, keeping the code typed", async () => {
    const reason = "Add items worth ₹500 more to use BIG500.";
    checkout.mockResolvedValue(
      fail({ name: "couponNotApplicable", status: 400, code: "COUPON_NOT_APPLICABLE", detail: reason }),
    );
    expect(await post({ intent: "applyCoupon", couponCode: "big500" })).toMatchObject({
      data: { ok: false, fieldErrors: { couponCode: reason }, values: { couponCode: "big500" } },
    });
  });

  it("says the benefit of a payment-constrained offer that applies when paid its way", async () => {
    const benefit = "Extra ₹100 off when you pay by UPI.";
    const coupon = {
      code: "UPI100",
      title: "UPI",
      applied: false,
      savings: 0,
      paymentConstraint: "UPI",
      benefit,
    };
    checkout.mockResolvedValue(ok(bagWith([SHIRT], { couponDetails: coupon as never })));
    expect(await post({ intent: "applyCoupon", couponCode: "UPI100" })).toMatchObject({
      data: { ok: true, message: benefit },
    });
  });
});

describe("removeCoupon", () => {
  it("deletes the coupon and says so", async () => {
    expect(await post({ intent: "removeCoupon", couponCode: "SAVE10" })).toMatchObject({
      data: { intent: "removeCoupon", ok: true, message: "SAVE10 has been removed." },
    });
    expect(requests()).toEqual([
      { page: "myBag", isPromotionPaymentConstraintSupported: true, type: "delete", couponCode: "SAVE10" },
    ]);
  });
});

describe("proceed", () => {
  it("asks a guest to log in first (spec 3 §6)", async () => {
    expect(await post({ intent: "proceed" })).toMatchObject({
      data: { intent: "proceed", ok: false, message: "Please Login To Continue" },
      init: { status: 401 },
    });
    expect(checkout).not.toHaveBeenCalled();
  });

  it("sends a signed-in shopper straight on to the shipping step", async () => {
    const answer = (await post({ intent: "proceed" }, SHOPPER)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/checkout/shipping");
  });

  it("keeps a bag with an out-of-stock item, or an empty one, here with the reason", async () => {
    const blocked = bagWith([{ ...SHIRT, outOfStock: true }], {
      blockingMessage: MESSAGES.checkout.removeOutOfStock,
    });
    checkout.mockResolvedValueOnce(ok(blocked)).mockResolvedValueOnce(ok(bagWith([])));
    expect(await post({ intent: "proceed" }, SHOPPER)).toMatchObject({
      data: { ok: false, message: "Please remove out of stock items to continue" },
    });
    expect(await post({ intent: "proceed" }, SHOPPER)).toMatchObject({
      data: { ok: false, message: "Oops! Your Cart is Empty" },
    });
  });
});

it("answers an unknown intent with the generic message, without touching the bag", async () => {
  expect(await post({ intent: "emptyBag" })).toMatchObject({
    data: { intent: "emptyBag", ok: false, message: MESSAGES.generic.somethingWentWrong },
  });
  expect(checkout).not.toHaveBeenCalled();
});

describe("moveToFavourites", () => {
  const add = vi.fn();
  async function move(shopper: Shopper | null) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ intent: "moveToFavourites", skuId: "7", styleId: "70" })) {
      body.set(name, value);
    }
    const request = new Request("https://shop.example.in/mybag", { method: "POST", body });
    const both = { bag: { checkout }, favourites: { add } } as never;
    const { context } = testLoadContext({ services: both, ...(shopper ? { shopper } : {}) });
    return (await bagAction({ request, context, params: {} } as never)) as unknown as Answer;
  }

  beforeEach(() => add.mockReset());

  it("keeps the style as a favourite, then takes the size out of the bag, in one post", async () => {
    add.mockResolvedValue(
      ok({
        status: true,
        favouriteId: 1,
        styleId: 70,
        alreadyAdded: false,
        message: MESSAGES.favourites.added,
      }),
    );
    checkout.mockResolvedValue(ok(bagWith([])));
    expect(await move(SHOPPER)).toMatchObject({
      data: { intent: "moveToFavourites", ok: true, message: MESSAGES.favourites.added },
    });
    expect(add).toHaveBeenCalledWith(70);
    expect(requests()).toMatchObject([{ type: "delete", cartItems: [{ skuId: 7, qty: 1, mode: "add" }] }]);
  });

  it("leaves the bag alone when the favourites refuse (a guest)", async () => {
    add.mockResolvedValue(
      fail({
        name: "signInRequired",
        status: 401,
        code: "UNAUTHORIZED",
        detail: MESSAGES.session.loginToContinue,
      }),
    );
    expect(await move(null)).toMatchObject({
      data: { ok: false, message: MESSAGES.session.loginToContinue, values: { skuId: "7" } },
      init: { status: 401 },
    });
    expect(checkout).not.toHaveBeenCalled();
  });
});
