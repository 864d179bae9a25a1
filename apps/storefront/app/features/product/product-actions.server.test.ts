import { type CheckoutRequest, fail, formatMessage, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { bagIssue, bagProduct, checkoutAnswer } from "../../testing/checkout-answers";
import { testLoadContext } from "../../testing/load-context";
import { productAction, refusalOf } from "./product-actions.server";

type Answer = { data: Record<string, unknown>; init?: ResponseInit | null };

const checkout = vi.fn();
const services = { bag: { checkout } } as never;
const URL_OF_PAGE = "https://shop.example.in/nw-red-floral-kurta-NWKUR12345";

function post(fields: Record<string, string>, shopper?: Shopper): Promise<Answer> {
  const request = new Request(URL_OF_PAGE, { method: "POST", body: new URLSearchParams(fields) });
  const { context } = testLoadContext({ services, ...(shopper ? { shopper } : {}) });
  return productAction({ request, context, params: {} } as never) as Promise<never>;
}

const LIMIT = formatMessage.quantityLimit(10, "Red Floral Kurta");

beforeEach(() => {
  checkout.mockReset();
  checkout.mockResolvedValue(ok(checkoutAnswer([bagProduct(5002, "Red Floral Kurta")])));
});

describe("ADD TO BAG action", () => {
  it("adds one of the chosen size to a guest's bag, naming it, with the bag for the browser's copy", async () => {
    const answer = await post({ intent: "addToBag", skuId: "5002" });
    expect(checkout).toHaveBeenCalledWith({
      page: "myBag",
      type: "update",
      cartItems: [{ skuId: 5002, qty: 1, mode: "add" }],
    } satisfies CheckoutRequest);
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({
      intent: "addToBag",
      ok: true,
      message: "Added to your bag.",
      values: { skuId: "5002" },
      guestCart: [{ skuId: 5002, qty: 1 }],
    });
  });

  it("gives a signed-in shopper's browser no guest copy", async () => {
    const answer = await post({ intent: "addToBag", skuId: "5002" }, { userId: 7, roles: ["ROLE_END_USER"] });
    expect(answer.data).toMatchObject({ ok: true, values: { skuId: "5002" } });
    expect(answer.data).not.toHaveProperty("guestCart");
  });

  it.each([
    ["no size", ""],
    ["not an id", "5002x"],
    ["out of range", "99999999999999"],
  ])("asks for a size when the post has %s, without calling the bag", async (_case, skuId) => {
    const answer = await post({ intent: "addToBag", skuId });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, fieldErrors: { skuId: MESSAGES.product.selectSize } });
    expect(checkout).not.toHaveBeenCalled();
  });

  it("answers a refusal of the bag with its detail, keeping the size", async () => {
    checkout.mockResolvedValue(
      fail({ name: "unknownSku", status: 404, code: "UNKNOWN_SKU", detail: MESSAGES.bag.unknownSize }),
    );
    const answer = await post({ intent: "addToBag", skuId: "5002" });
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({
      ok: false,
      message: MESSAGES.bag.unknownSize,
      values: { skuId: "5002" },
    });
  });

  it("answers a size at its cap with the bag's limit message (spec 3 §5)", async () => {
    checkout.mockResolvedValue(
      ok(checkoutAnswer([], { limitBreachedSkus: [bagIssue(5002, "Red Floral Kurta", LIMIT)] })),
    );
    const answer = await post({ intent: "addToBag", skuId: "5002" });
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, message: LIMIT, values: { skuId: "5002" } });
  });

  it("refuses an unknown form without touching the bag", async () => {
    const answer = await post({ intent: "somethingElse", skuId: "5002" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: MESSAGES.generic.somethingWentWrong });
    expect(checkout).not.toHaveBeenCalled();
  });
});

describe("refusalOf", () => {
  it("finds this size's issue only, and falls back to the answer's notice for an unnamed one", () => {
    const notAdded = checkoutAnswer([], {
      skusNotAdded: [bagIssue(5002, "Red Floral Kurta", "", 0)],
      notices: [formatMessage.itemsNotAdded(1)],
    });
    expect(refusalOf(notAdded, 5002)).toBe(formatMessage.itemsNotAdded(1));
    expect(refusalOf(notAdded, 5001)).toBeUndefined();
    const limited = checkoutAnswer([], { limitBreachedSkus: [bagIssue(5001, "Other", LIMIT)] });
    expect(refusalOf(limited, 5002)).toBeUndefined();
    expect(refusalOf(limited, 5001)).toBe(LIMIT);
  });
});
