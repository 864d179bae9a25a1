import { type CheckoutResponse, MESSAGES } from "@odin/contracts";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import MyBag from "../../routes/my-bag";
import { bagItem, bagWith, offer } from "../../testing/bag-data";
import type { BagAnswer } from "./bag-forms";

/** The page as the server sends it: what a shopper without scripts (or before them) gets. */
function serverHtml(bag: CheckoutResponse, actionData?: BagAnswer): string {
  const router = createMemoryRouter([{ id: "bag", path: "/mybag", Component: MyBag, action: () => null }], {
    initialEntries: ["/mybag"],
    hydrationData: {
      loaderData: { bag: { bag, guest: true } },
      ...(actionData ? { actionData: { bag: actionData } } : {}),
    },
  });
  return renderToString(<RouterProvider router={router} />);
}

const forms = (html: string) => [...html.matchAll(/<form[^>]*>(.*?)<\/form>/gs)].map((match) => match[0]);

describe("the bag page before its scripts run", () => {
  const bag = bagWith([bagItem(7, { styleName: "Oxford Shirt" })], {
    applicablePromotionsV2: [offer("SAVE10")],
  });

  it("makes every control a plain form posted to /mybag with its intent, and disables none", () => {
    const html = serverHtml(bag);
    const intents = forms(html).map((form) => {
      expect(form).toMatch(/^<form method="post" action="\/mybag"[^>]*>/);
      return form.match(/name="intent" value="(\w+)"/)?.[1];
    });
    expect(intents).toEqual(["setQuantity", "remove", "applyCoupon", "applyCoupon", "proceed"]);
    expect(html).not.toContain("disabled");
    expect(forms(html)[0]).toMatch(/<input type="hidden" name="skuId" value="7"\/>/);
    expect(forms(html)[0]).toMatch(/<select[^>]*name="qty"/);
    // UPDATE posts the quantity until the select can post itself.
    expect(forms(html)[0]).toMatch(
      /<button type="submit" class="button button--secondary bag-qty__submit">UPDATE<\/button>/,
    );
  });

  it("draws the coupon error modal open, with Go back and a form for Proceed without coupon", () => {
    const html = serverHtml(
      bagWith([bagItem(7)], {
        couponDetails: {
          code: "SAVE10",
          title: "",
          applied: false,
          savings: 0,
          error: "SAVE10 has expired.",
        },
      }),
    );
    expect(html).toMatch(
      /<dialog id="bag-coupon-error" aria-labelledby="bag-coupon-error-title" open class="dialog dialog--centred bag-coupon-dialog">/,
    );
    expect(html).toMatch(/commandfor="bag-coupon-error" command="close"[^>]*>Go back<\/button>/);
    const proceed = forms(html).find((form) => form.includes("Proceed without coupon")) ?? "";
    expect(proceed).toMatch(/name="intent" value="removeCoupon"/);
    expect(proceed).toMatch(/name="couponCode" value="SAVE10"/);
  });

  it("says a posted success in the page, and a refused code under the field with the code kept", () => {
    const updated = serverHtml(bag, { intent: "setQuantity", ok: true, message: MESSAGES.bag.updated });
    expect(updated).toMatch(
      /<div role="status" class="bag-answer"><p class="bag-answer__message">Your bag has been updated.<\/p>/,
    );
    const refused = serverHtml(bag, {
      intent: "applyCoupon",
      ok: false,
      fieldErrors: { couponCode: "BIG500 has expired." },
      values: { couponCode: "big500" },
    });
    const field = refused.match(/<input[^>]*id="bag-coupon-code"[^>]*>/)?.[0] ?? "";
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain('value="big500"');
    expect(refused).toContain("BIG500 has expired.");
    expect(refused).not.toContain('class="bag-answer"');
  });

  it("says a REMOVE from the mini-bag of another page, and the bag's notices, in the page", () => {
    const html = serverHtml(bagWith([], { notices: ["You can add only 3 of Oxford Shirt"] }), {
      intent: "remove",
      ok: true,
      message: "Oxford Shirt has been removed from your bag",
    });
    expect(html).toContain("Oxford Shirt has been removed from your bag");
    expect(html).toMatch(/<ul class="bag-notices"><li>You can add only 3 of Oxford Shirt<\/li><\/ul>/);
    expect(html).toContain("Oops! Your Cart is Empty");
  });

  it("tells a guest who pressed PROCEED to log in, with a LOGIN link the login host opens", () => {
    const html = serverHtml(bag, {
      intent: "proceed",
      ok: false,
      fieldErrors: {},
      message: "Please Login To Continue",
    });
    expect(html).toContain('<p class="bag-proceed__message">Please Login To Continue</p>');
    // Before the scripts run, LOGIN is the /login page, going on to checkout (decision 54).
    expect(html).toMatch(/<a href="\/login\?next=%2Fcheckout"[^>]*>LOGIN<\/a>/);
  });
});
