// @vitest-environment happy-dom
import { fail, MESSAGES, ok, type SavedCard, type Shopper } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AccountPaymentMethods, * as route from "../../routes/account-payment-methods";
import { testLoadContext } from "../../testing/load-context";
import { answerOf, formPost } from "../../testing/route-calls";
import { serverHtml } from "../../testing/server-page-kit";
import { Toaster } from "../../ui/toast";
import type { CardAnswer } from "./payment-methods-forms";

/** /account/payment-methods, My Payment Methods: the saved cards and DELETE. */

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const card = (cardToken: string, extra: Partial<SavedCard> = {}): SavedCard => ({
  cardToken,
  cardType: "Visa",
  last4: "1111",
  typeCode: "CREDIT_CARD",
  isDefault: false,
  pgCodeRef: "razorpay",
  ...extra,
});
const VISA = card("token_visa", { bankName: "HDFC Bank" });
const MASTERCARD = card("token_mc", { cardType: "MasterCard", last4: "4444", isDefault: true });

const payments = { savedCards: vi.fn(), deleteCard: vi.fn() };
const services = { payments } as never;

beforeEach(() => {
  payments.savedCards.mockReset();
  payments.deleteCard.mockReset();
  payments.savedCards.mockResolvedValue(ok({ savedCards: [MASTERCARD, VISA] }));
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

const contextOf = (shopper: Shopper | null = SHOPPER) =>
  testLoadContext({ services, ...(shopper ? { shopper } : {}) }).context;

const PATH = "https://shop.example.in/account/payment-methods";

function post(fields: [string, string][], shopper: Shopper | null = SHOPPER) {
  return answerOf(
    route.action({ context: contextOf(shopper), request: formPost(PATH, fields), params: {} } as never),
  );
}

/** The page as the server sends it, with its loader's data and a posted form's answer. */
const pageHtml = (loaderData: unknown, posted?: CardAnswer) =>
  serverHtml("/account/payment-methods", AccountPaymentMethods, loaderData, posted);

describe("the page's read and DELETE", () => {
  it("reads the shopper's saved cards, and asks a visitor to log in, coming back here", async () => {
    const load = (shopper: Shopper | null) =>
      answerOf(
        route.loader({ context: contextOf(shopper), request: new Request(PATH), params: {} } as never),
      );
    expect(await load(SHOPPER)).toEqual({ data: { kind: "cards", cards: [MASTERCARD, VISA] }, status: 200 });
    expect(await load(null)).toEqual({
      data: { kind: "guest", destination: "/account/payment-methods" },
      status: 200,
    });
    expect(payments.savedCards).toHaveBeenCalledTimes(1);
  });

  it("deletes the card the form names, and says a card that is not the shopper's is no longer saved", async () => {
    payments.deleteCard.mockResolvedValueOnce(ok({ savedCards: [MASTERCARD] }));
    expect(
      await post([
        ["intent", "deleteCard"],
        ["cardToken", "token_visa"],
      ]),
    ).toMatchObject({
      data: { intent: "deleteCard", ok: true, message: MESSAGES.payment.cardDeleted },
      status: 200,
    });
    expect(payments.deleteCard).toHaveBeenCalledWith("token_visa");
    payments.deleteCard.mockResolvedValueOnce(
      fail({ name: "cardNotSaved", status: 404, code: "NOT_FOUND", detail: MESSAGES.payment.cardNotSaved }),
    );
    expect(
      await post([
        ["intent", "deleteCard"],
        ["cardToken", "token_someone_else"],
      ]),
    ).toMatchObject({
      data: {
        ok: false,
        message: MESSAGES.payment.cardNotSaved,
        values: { cardToken: "token_someone_else" },
      },
      status: 404,
    });
    expect(
      await post([
        ["intent", "deleteCard"],
        ["cardToken", ""],
      ]),
    ).toMatchObject({ status: 404 });
    expect(payments.deleteCard).toHaveBeenCalledTimes(2);
  });

  it("sends a visitor's post back to the page, which asks to log in", async () => {
    expect(
      await post(
        [
          ["intent", "deleteCard"],
          ["cardToken", "token_visa"],
        ],
        null,
      ),
    ).toEqual({
      location: "/account/payment-methods",
      status: 303,
    });
    expect(payments.deleteCard).not.toHaveBeenCalled();
  });
});

describe("My Payment Methods before its scripts run", () => {
  it("lists each card by network and last four digits, the default marked, each with its DELETE form", () => {
    const html = pageHtml({ kind: "cards", cards: [MASTERCARD, VISA] });
    expect(html).toContain('href="/account/payment-methods"');
    expect(html).toMatch(
      /<h4 id="saved-card-0-name"[^>]*>MasterCard ending 4444<\/h4><span[^>]*>Default<\/span>/,
    );
    expect(html).toMatch(/<h4 id="saved-card-1-name"[^>]*>Visa ending 1111<\/h4><\/div><p[^>]*>HDFC Bank/);
    const deletes = [...html.matchAll(/<form[^>]* method="post"[^>]*>(.*?)<\/form>/gs)].map(
      (match) => match[1] ?? "",
    );
    expect(deletes).toHaveLength(2);
    expect(deletes[1]).toContain('name="cardToken" value="token_visa"');
    expect(deletes[1]).toMatch(/aria-describedby="saved-card-1-name"[^>]*>DELETE/);
  });

  it("says when there are no saved cards, and what DELETE was answered", () => {
    expect(pageHtml({ kind: "cards", cards: [] })).toContain("You have no saved cards.");
    const done: CardAnswer = {
      intent: "deleteCard",
      ok: true,
      message: MESSAGES.payment.cardDeleted,
      values: { cardToken: "token_visa" },
    };
    expect(pageHtml({ kind: "cards", cards: [MASTERCARD] }, done)).toMatch(
      /role="status" class="form-notice">Your card has been removed./,
    );
    expect(pageHtml({ kind: "guest", destination: "/account/payment-methods" })).toContain(
      "Please Login To Continue",
    );
  });
});

describe("My Payment Methods once its scripts run", () => {
  it("DELETE removes the card without a reload and says so in a toast", async () => {
    const { context } = testLoadContext({ services, shopper: SHOPPER });
    const Stub = createRoutesStub(
      [
        {
          path: "/account/payment-methods",
          Component: AccountPaymentMethods,
          loader: route.loader,
          action: route.action,
        },
      ],
      context,
    );
    render(
      <>
        <Stub initialEntries={["/account/payment-methods"]} />
        <Toaster />
      </>,
    );
    const visa = (await screen.findByRole("heading", { name: "Visa ending 1111" })).closest(
      "li",
    ) as HTMLElement;
    payments.deleteCard.mockResolvedValue(ok({ savedCards: [MASTERCARD] }));
    payments.savedCards.mockResolvedValue(ok({ savedCards: [MASTERCARD] }));
    fireEvent.click(within(visa).getByRole("button", { name: "DELETE" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Visa ending 1111" })).toBeNull());
    expect(payments.deleteCard).toHaveBeenCalledWith("token_visa");
    await waitFor(() =>
      expect(document.querySelector(".toaster")?.textContent).toBe("Your card has been removed."),
    );
  });
});
