// @vitest-environment happy-dom
import { DEFAULT_FEATURE_FLAGS, fail, MESSAGES, type OrderConfirmation, ok } from "@odin/contracts";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../../testing/load-context";
import { RATE_ORDER_INTENT, RateOrder } from "./rate-order";
import { isRateOrderPost, loadOrderRating, rateOrderAction } from "./rate-order.server";

const SHOPPER = { userId: 42, roles: ["ROLE_END_USER"] };
const SAVED = {
  orderId: "OD100",
  rating: 4,
  comment: "Quick delivery",
  updatedAt: "2026-11-26T10:00:00.000Z",
};

const of = vi.fn();
const save = vi.fn();
const services = { orderRatings: { of, save } } as never;

beforeEach(() => {
  of.mockReset();
  save.mockReset();
});
afterEach(cleanup);

const contextWith = (ratings = true) =>
  testLoadContext({ services, shopper: SHOPPER, featureFlags: { ...DEFAULT_FEATURE_FLAGS, ratings } })
    .context;

function post(fields: Record<string, string>, ratings = true) {
  const body = new FormData();
  body.set("intent", RATE_ORDER_INTENT);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("https://shop.example.in/orderconfirmation/OD100/success", {
    method: "POST",
    body,
  });
  return {
    request,
    answer: () => rateOrderAction({ request, context: contextWith(ratings), params: {} } as never),
  };
}

const order = (...statuses: string[]) =>
  ({ orderId: "OD100", items: statuses.map((status) => ({ status })) }) as unknown as OrderConfirmation;

describe("the rating form posted to the page's action", () => {
  it("is told apart from the page's other forms, and still readable after", async () => {
    const { request, answer } = post({ orderId: "OD100", rating: "5" });
    expect(await isRateOrderPost(request)).toBe(true);
    save.mockResolvedValue(ok(SAVED));
    expect(await answer()).toMatchObject({
      data: { intent: RATE_ORDER_INTENT, ok: true, message: MESSAGES.reviews.orderRated },
    });
    expect(save).toHaveBeenCalledWith({ orderId: "OD100", rating: 5 });
  });

  it("saves the stars and the comment through the service", async () => {
    save.mockResolvedValue(ok(SAVED));
    await post({ orderId: "OD100", rating: "4", comment: " Quick delivery " }).answer();
    expect(save).toHaveBeenCalledWith({ orderId: "OD100", rating: 4, comment: "Quick delivery" });
  });

  it("asks for the stars and keeps what was typed, without calling the service", async () => {
    const answer = await post({ orderId: "OD100", comment: "Lovely" }).answer();
    expect(answer).toMatchObject({
      data: {
        ok: false,
        fieldErrors: { rating: MESSAGES.reviews.ratingRequired },
        values: { comment: "Lovely" },
      },
      init: { status: 400 },
    });
    expect(save).not.toHaveBeenCalled();
  });

  it("answers the service's refusal with the REST route's status", async () => {
    save.mockResolvedValue(
      fail({
        name: "notRateable",
        status: 409,
        code: "ORDER_NOT_RATEABLE",
        detail: MESSAGES.reviews.orderNotRateable,
      }),
    );
    expect(await post({ orderId: "OD100", rating: "3" }).answer()).toMatchObject({
      data: { ok: false, message: MESSAGES.reviews.orderNotRateable },
      init: { status: 409 },
    });
    expect(await post({ orderId: "not an order", rating: "3" }).answer()).toMatchObject({
      data: { message: MESSAGES.checkout.orderIdMissing },
      init: { status: 404 },
    });
  });

  it("refuses while the ratings flag is off", async () => {
    expect(await post({ orderId: "OD100", rating: "3" }, false).answer()).toMatchObject({
      data: { ok: false },
    });
    expect(save).not.toHaveBeenCalled();
  });
});

describe("what the page shows of the order's rating", () => {
  it("offers the form once an item is delivered, collected or returned, with the saved rating", async () => {
    of.mockResolvedValue(ok({ canRate: true, rating: SAVED }));
    expect(await loadOrderRating(contextWith(), order("SHIPPED", "DELIVERED"))).toEqual({
      orderId: "OD100",
      rating: SAVED,
    });
    expect(of).toHaveBeenCalledWith("OD100");
  });

  it("shows nothing before delivery or while the ratings flag is off", async () => {
    expect(await loadOrderRating(contextWith(), order("PLACED", "SHIPPED"))).toBeNull();
    expect(await loadOrderRating(contextWith(false), order("DELIVERED"))).toBeNull();
    expect(of).not.toHaveBeenCalled();
  });
});

let shownRating: typeof SAVED | null = null;
const Shown = () => <RateOrder orderId="OD100" rating={shownRating} />;
const Stub = createRoutesStub([{ path: "/", Component: Shown }]);

describe("RateOrder", () => {
  function show(rating: typeof SAVED | null) {
    shownRating = rating;
    render(<Stub initialEntries={["/"]} />);
  }

  it("is a form of five stars and a comment that posts to the page", () => {
    show(null);
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(["5", "4", "3", "2", "1"]);
    expect(radios.every((radio) => !radio.checked)).toBe(true);
    const form = screen.getByRole("button", { name: "RATE ORDER" }).closest("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect((form.elements.namedItem("intent") as HTMLInputElement).value).toBe(RATE_ORDER_INTENT);
    expect((form.elements.namedItem("orderId") as HTMLInputElement).value).toBe("OD100");
    expect(screen.getByLabelText("Tell us more (optional)")).toBeTruthy();
  });

  it("shows the saved rating and offers to change it", () => {
    show(SAVED);
    expect(screen.getByText("You rated this order 4 of 5")).toBeTruthy();
    expect(screen.getByText("Quick delivery", { selector: "p" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "4 stars" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "CHANGE RATING" })).toBeTruthy();
  });
});
