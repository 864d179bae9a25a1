import { alertsProblems, fail, MESSAGES, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeAlertsService } from "../../testing/alerts-service";
import { testLoadContext } from "../../testing/load-context";
import { productAction } from "./product-actions.server";

type Answer = { data: Record<string, unknown>; init?: ResponseInit | null };

const PAGE = "https://shop.example.in/nw-red-floral-kurta-NWKUR12345";
const SHOPPER: Shopper = { userId: 7, roles: ["ROLE_END_USER"] };
let alerts = fakeAlertsService();

/** The product page's action, posted NOTIFY ME's fields, as the catch-all route runs it. */
function post(fields: Record<string, string>, shopper?: Shopper): Promise<Answer> {
  const request = new Request(PAGE, {
    method: "POST",
    body: new URLSearchParams({ intent: "notify-me", ...fields }),
  });
  const { context } = testLoadContext({ services: { alerts }, ...(shopper ? { shopper } : {}) });
  return productAction({ request, context, params: {} } as never) as Promise<never>;
}

const status = (answer: Answer) => answer.init?.status ?? 200;

beforeEach(() => {
  alerts = fakeAlertsService();
});

describe("NOTIFY ME's action", () => {
  it("asks the alerts service for a guest's mobile number and answers its message", async () => {
    const answer = await post({ skuId: "5003", mobileNumber: " 9876543210 ", email: "" });
    expect(alerts.requestStock).toHaveBeenCalledWith({ skuId: 5003, mobileNumber: "9876543210" });
    expect(status(answer)).toBe(200);
    expect(answer.data).toEqual({ intent: "notify-me", ok: true, message: MESSAGES.alerts.requested });
  });

  it("takes a guest's e-mail address as the contract reads it (trimmed, lower case)", async () => {
    await post({ skuId: "5003", mobileNumber: "", email: "  Asha@Example.IN " });
    expect(alerts.requestStock).toHaveBeenCalledWith({ skuId: 5003, email: "asha@example.in" });
  });

  it("posts only the size for a signed-in shopper, whose account is told", async () => {
    alerts = fakeAlertsService({ signedIn: true });
    const answer = await post({ skuId: "5003" }, SHOPPER);
    expect(alerts.requestStock).toHaveBeenCalledWith({ skuId: 5003 });
    expect(answer.data).toMatchObject({ ok: true, message: MESSAGES.alerts.requested });
  });

  it("says which field breaks the contract's rule, keeps what was typed and asks nothing", async () => {
    const answer = await post({ skuId: "5003", mobileNumber: "12345", email: "asha@" });
    expect(status(answer)).toBe(400);
    expect(answer.data).toEqual({
      intent: "notify-me",
      ok: false,
      fieldErrors: { mobileNumber: MESSAGES.alerts.mobileInvalid, email: MESSAGES.alerts.emailInvalid },
      values: { skuId: "5003", mobileNumber: "12345", email: "asha@" },
    });
    expect(alerts.requestStock).not.toHaveBeenCalled();
  });

  it.each([
    ["no size", ""],
    ["not an id", "50x3"],
    ["out of range", "99999999999999"],
  ])("refuses a post with %s as an unknown size, without asking", async (_case, skuId) => {
    const answer = await post({ skuId, mobileNumber: "9876543210" });
    expect(status(answer)).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: alertsProblems.unknownSize().detail });
    expect(alerts.requestStock).not.toHaveBeenCalled();
  });

  it.each([
    ["a guest with neither contact", alertsProblems.contactRequired(), 400],
    ["a size back in stock", alertsProblems.inStock(), 409],
    ["too many requests", alertsProblems.tooMany(), 429],
    ["a size that is gone", alertsProblems.unknownSize(), 404],
  ])(
    "answers the service's refusal of %s with its detail and status, keeping the fields",
    async (_case, problem, code) => {
      alerts.requestStock.mockResolvedValueOnce(fail(problem));
      const answer = await post({ skuId: "5003", mobileNumber: "", email: "asha@example.in" });
      expect(status(answer)).toBe(code);
      expect(answer.data).toEqual({
        intent: "notify-me",
        ok: false,
        fieldErrors: {},
        message: problem.detail,
        values: { skuId: "5003", mobileNumber: "", email: "asha@example.in" },
      });
    },
  );
});
