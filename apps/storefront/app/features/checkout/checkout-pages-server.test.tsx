import type { Address, CheckoutResponse } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import CheckoutPayment from "../../routes/checkout-payment";
import CheckoutShipping from "../../routes/checkout-shipping";
import OrderConfirmationRoute from "../../routes/order-confirmation";
import { savedAddress } from "../../testing/address-data";
import { bagItem } from "../../testing/bag-data";
import {
  codOverview,
  option,
  paymentMethods,
  placedOrder,
  shippingBag,
  shippingItem,
  store,
} from "../../testing/checkout-data";
import { forms, intentOf, radio, serverHtml, textOf } from "../../testing/server-page-kit";
import type { CheckoutAnswer } from "./checkout-forms";
import type { PaymentData } from "./load-payment.server";

describe("the shipping step before its scripts run", () => {
  const shirt = shippingItem(
    7,
    [option("standard"), option("ndd"), option("STOREPICK", [store(31), store(32, { distance: 5.1 })])],
    {
      styleName: "Oxford Shirt",
    },
  );
  const jeans = shippingItem(8, [option("ndd"), option("standard")], {
    styleName: "Slim Jeans",
    shippingMethod: "ndd",
  });
  const page = (bag: CheckoutResponse, addresses: Address[], url = "/checkout/shipping") =>
    serverHtml(url, CheckoutShipping, { bag, addresses });

  it("makes every control a plain form posted to the page, with its intent, and disables none", () => {
    const html = page(shippingBag([shirt, jeans]), [savedAddress(1, { isDefault: true }), savedAddress(2)]);
    const posted = forms(html);
    expect(posted.map(intentOf)).toEqual([
      "pincode",
      "chooseAddress",
      "address-add",
      "continue",
      "applyCoupon",
    ]);
    for (const form of posted) expect(form).toMatch(/^<form[^>]* method="post"/);
    expect(html).not.toContain("disabled");
  });

  it("checks the server's address and lists the options in the spec's order with their dates", () => {
    const html = page(shippingBag([shirt, jeans]), [savedAddress(1), savedAddress(2)]);
    expect(radio(html, "addressId", "1")).toContain(" checked");
    expect(radio(html, "addressId", "2")).not.toContain("checked");
    const shirtOptions = [...html.matchAll(/id="method-7-(\w+)"/g)].map((match) => match[1]);
    expect(shirtOptions).toEqual(["STOREPICK", "ndd", "standard"]);
    expect(textOf(html)).toContain("Pickup from the nearest 02 Jun '26");
    expect(textOf(html)).toContain("Delivery within 5-7 days 08 Jun '26");
    expect(radio(html, "method-8", "ndd")).toContain(" checked");
    expect(radio(html, "method-7", "ndd")).not.toContain("checked");
  });

  it("offers a pickup's stores with name, address, distance and hours, the nearest checked", () => {
    const html = page(shippingBag([shirt]), [savedAddress(1)]);
    expect(radio(html, "store-7", "31")).toContain(" checked");
    expect(radio(html, "store-7", "32")).not.toContain("checked");
    expect(textOf(html)).toContain(
      "Northwind - Store 32, Mumbai 32 Linking Road, Bandra West, Mumbai - 400050 5.1 km · Open 11AM - 10PM",
    );
  });

  it("says what blocks CONTINUE, and what a refused pincode had typed", () => {
    const blocked = shippingBag([shirt], { blockingMessage: "Select Delivery method for each product" });
    const refused: CheckoutAnswer = {
      intent: "pincode",
      ok: false,
      fieldErrors: { pincode: "We need a valid 6-digit pincode. Try again, please." },
      values: { pincode: "012345" },
    };
    const html = serverHtml("/checkout/shipping", CheckoutShipping, { bag: blocked, addresses: [] }, refused);
    expect(html).toContain("Select Delivery method for each product");
    expect(html).toMatch(/<input[^>]*value="012345"[^>]*id="checkout-pincode"/);
    expect(html).toMatch(
      /id="checkout-pincode-error"[^>]*>We need a valid 6-digit pincode. Try again, please./,
    );
    expect(html).toMatch(/aria-describedby="checkout-pincode-error"/);
  });

  it("with no address at the pincode says so and opens ADD NEW ADDRESS; ?edit opens an address's form", () => {
    const none = page(shippingBag([shirt]), []);
    expect(textOf(none)).toContain("You have no saved address at pincode 400001. Please add one.");
    expect(none).toMatch(/<details open class="address-add">/);
    const editing = page(shippingBag([shirt]), [savedAddress(1)], "/checkout/shipping?edit=1");
    expect(forms(editing).map(intentOf)).toContain("address-edit");
  });

  it("says an item cannot reach the pincode, and sends an out-of-stock item back to the bag", () => {
    const far = bagItem(9, { serviceable: false, deliveryOptions: [] });
    expect(textOf(page(shippingBag([far]), []))).toContain("Not deliverable to this pincode");
    const gone = bagItem(10, { outOfStock: true });
    const html = page(
      shippingBag([gone], { blockingMessage: "Please remove out of stock items to continue" }),
      [],
    );
    expect(textOf(html)).toContain("Out of stock");
    expect(html).toMatch(/href="\/mybag"[^>]*>GO TO YOUR BAG/);
  });
});

describe("the payment step before its scripts run", () => {
  const products = [
    shippingItem(7, [option("STOREPICK", [store(31)])], {
      shippingMethod: "STOREPICK",
      storeId: 31,
      store: store(31),
    }),
    shippingItem(8, [option("ndd")], { shippingMethod: "ndd", qty: 2 }),
  ];
  const data = (extra: Partial<PaymentData> = {}): PaymentData => ({
    products,
    methods: paymentMethods(),
    choice: { paymentTypeCode: "CASH_ON_DELIVERY", useLoyalty: false },
    mode: "CASH_ON_DELIVERY",
    choiceProblem: undefined,
    overview: codOverview(),
    idempotencyKey: "key-0b7f4c1e",
    ...extra,
  });
  const page = (pageData: PaymentData, posted?: CheckoutAnswer) =>
    serverHtml(
      "/checkout/payment?paymentTypeCode=CASH_ON_DELIVERY",
      CheckoutPayment,
      { kind: "step", page: pageData },
      posted,
    );

  it("lists the options in order, the ones not offered disabled with their reason", () => {
    const html = page(data());
    const types = [...html.matchAll(/id="payment-(\w+)"/g)].map((match) => match[1]);
    expect(types).toEqual(["CREDIT_CARD", "UPI", "CASH_ON_DELIVERY", "LOYALTY"]);
    expect(radio(html, "paymentTypeCode", "UPI")).toMatch(
      / disabled[^>]*aria-describedby="payment-UPI-reason"/,
    );
    expect(html).toMatch(/id="payment-UPI-reason"[^>]*>This payment method is not available yet/);
    expect(radio(html, "paymentTypeCode", "CASH_ON_DELIVERY")).toContain(" checked");
    expect(textOf(html)).toContain("₹49 extra for cash on delivery");
    expect(textOf(html)).toContain("Use my loyalty points (₹300)");
  });

  it("posts PLACE ORDER with the page's key, the total shown, the choice and each item's method", () => {
    const html = page(data());
    const place = forms(html).find((form) => intentOf(form) === "placeOrder") ?? "";
    expect(place).toContain('name="idempotencyKey" value="key-0b7f4c1e"');
    expect(place).toContain('name="netAmount" value="214700"');
    expect(place).toContain('name="paymentTypeCode" value="CASH_ON_DELIVERY"');
    expect(place).toContain('name="item" value="7:1:STOREPICK:31"');
    expect(place).toContain('name="item" value="8:2:ndd"');
    expect(place).not.toContain('name="sessionID"');
    expect(textOf(html)).toContain("To pay ₹2,147");
    expect(textOf(html)).toContain("COD Charges");
  });

  it("asks for cash on delivery's code, then takes it, then sends the verified session with PLACE ORDER", () => {
    const first = page(data());
    expect(forms(first).map(intentOf)).toEqual(["choosePayment", "sendCodOtp", "placeOrder"]);
    expect(textOf(first)).toContain("verify 9876543210, the mobile number of your delivery address");
    const sent: CheckoutAnswer = {
      intent: "sendCodOtp",
      ok: true,
      message: "We have sent an OTP to 9876543210.",
      values: { sessionID: "session-1" },
      resendAfterSeconds: 30,
    };
    const entry = page(data(), sent);
    expect(forms(entry).map(intentOf)).toEqual([
      "choosePayment",
      "verifyCodOtp",
      "resendCodOtp",
      "placeOrder",
    ]);
    expect(entry).toContain("We have sent an OTP to 9876543210.");
    expect(entry).not.toMatch(/ disabled[^>]*><span/);
    const verified: CheckoutAnswer = {
      intent: "verifyCodOtp",
      ok: true,
      message: "ok",
      values: { sessionID: "session-1" },
    };
    const ready = page(data(), verified);
    expect(forms(ready).map(intentOf)).toEqual(["choosePayment", "placeOrder"]);
    expect(textOf(ready)).toContain("Your phone number has been verified.");
    const place = forms(ready).find((form) => intentOf(form) === "placeOrder") ?? "";
    expect(place).toContain('name="sessionID" value="session-1"');
  });

  it("links to the bag when the stock went, and asks no code for a loyalty order", () => {
    const gone: CheckoutAnswer = {
      intent: "placeOrder",
      ok: false,
      fieldErrors: {},
      message: "One or more items have gone out of stock. The cart has been updated",
      problem: "outOfStock",
    };
    const html = page(data(), gone);
    expect(html).toMatch(/role="alert"[^>]*><p[^>]*>One or more items have gone out of stock/);
    expect(html).toMatch(/href="\/mybag"[^>]*>GO TO YOUR BAG/);
    const loyalty = page(
      data({ choice: { paymentTypeCode: "LOYALTY", useLoyalty: false }, mode: "LOYALTY" }),
    );
    expect(forms(loyalty).map(intentOf)).toEqual(["choosePayment", "placeOrder"]);
  });
});

describe("the order confirmation", () => {
  const page = (data: unknown) =>
    serverHtml("/orderconfirmation/OD123456789012/success", OrderConfirmationRoute, data);

  it("thanks with the order id and shows items, methods, store, dates, pricing and address", () => {
    const text = textOf(page({ kind: "order", order: placedOrder() }));
    expect(text).toContain("Thank you for shopping with us! Your order OD123456789012 has been placed.");
    expect(text).toContain("Your store pickup will be confirmed by SMS and e-mail within 30 minutes.");
    expect(text).toContain("Oxford Shirt Size M Colour Blue Qty 1 ₹1,999");
    expect(text).toContain(
      "Pickup from the nearest · Ready for pickup by 02 Jun '26 Pick up from Northwind - Store 31, Mumbai",
    );
    expect(text).toContain("Delivery Tomorrow · Expected by 02 Jun '26");
    expect(text).toContain("COD Charges");
    expect(text).toContain("Asha Verma Flat 4B, Sea View, 12 Marine Drive, Mumbai, Maharashtra - 400001");
    expect(text).toContain("Cash on Delivery: ₹2,147 to pay on delivery");
  });

  it("says a pending payment's text, and that an unknown order does not exist", () => {
    const pending = textOf(
      page({ kind: "order", order: placedOrder({ status: "pending", storePickup: false }) }),
    );
    expect(pending).toContain("We are processing your payment. This can take up to 30 minutes");
    expect(pending).not.toContain("store pickup");
    expect(textOf(page({ kind: "missing" }))).toContain("This orderId doesn't exist");
  });
});
