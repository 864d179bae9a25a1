import type {
  BagProduct,
  CheckoutStore,
  OrderConfirmation,
  PaymentGateway,
  PaymentMethodsResponse,
  PaymentOption,
  PaymentTypeDetail,
  ShippingOption,
} from "@odin/contracts";
import { bagItem, bagWith, overview } from "./bag-data";

/** Test support: the checkout pages' answers (money in paise, dates yyyy-mm-dd in India). */

export const store = (storeId: number, extra: Partial<CheckoutStore> = {}): CheckoutStore => ({
  storeId,
  fcId: storeId,
  code: `ST${storeId}`,
  name: `Northwind - Store ${storeId}, Mumbai`,
  address: `${storeId} Linking Road, Bandra West`,
  city: "Mumbai",
  pincode: "400050",
  openingHours: "11AM - 10PM",
  distance: 2.4,
  ...extra,
});

const LABELS = {
  STOREPICK: ["Pickup from the nearest", 0, "2026-06-02"],
  sdd: ["Delivery Today", 1, "2026-06-01"],
  ndd: ["Delivery Tomorrow", 2, "2026-06-02"],
  standard: ["Delivery within 5-7 days", 3, "2026-06-08"],
} as const;

/** A delivery option as the shipping step answers it; a pickup lists `stores`. */
export function option(method: ShippingOption["shippingMethod"], stores?: CheckoutStore[]): ShippingOption {
  const [label, order, estimatedDate] = LABELS[method];
  return { shippingMethod: method, label, order, estimatedDate, ...(stores ? { stores } : {}) };
}

/** An item of the shipping step: serviceable, with these options (server order), and a kept method. */
export const shippingItem = (
  skuId: number,
  options: ShippingOption[],
  extra: Partial<BagProduct> = {},
): BagProduct => bagItem(skuId, { serviceable: true, deliveryOptions: options, ...extra });

/** The shipping step's answer: two items at 400001, the address 1 selected. */
export const shippingBag = (products: BagProduct[], extra: Parameters<typeof bagWith>[1] = {}) =>
  bagWith(products, { pincode: "400001", shippingAddressId: 1, ...extra });

const detail = (code: PaymentTypeDetail["paymentTypeCode"], extra: Partial<PaymentTypeDetail> = {}) => ({
  paymentTypeCode: code,
  label: code,
  enabled: false,
  reason: "This payment method is not available yet. Please choose another.",
  options: [],
  ...extra,
});

/** The payment step's options: cards and UPI not offered, cash on delivery (₹49), loyalty (₹300). */
export function paymentMethods(extra: Partial<PaymentMethodsResponse> = {}): PaymentMethodsResponse {
  return {
    amount: 209800,
    paymentOptions: ["CASH_ON_DELIVERY", "LOYALTY"],
    paymentTypeDetails: [
      detail("CREDIT_CARD", { label: "Credit / Debit Card" }),
      detail("UPI", { label: "UPI" }),
      {
        paymentTypeCode: "CASH_ON_DELIVERY",
        label: "Cash on Delivery",
        enabled: true,
        extraCharge: 4900,
        otpRequired: true,
        captchaRequired: false,
        options: [],
      },
      { paymentTypeCode: "LOYALTY", label: "Loyalty Points", enabled: true, options: [] },
    ],
    loyalty: { points: { loyaltyValue: 30000, balance: 30000 } },
    mobileNumber: "9876543210",
    ...extra,
  };
}

/**
 * The payment step with the online types on: two saved cards (the Mastercard the default), a new card,
 * net banking's banks, wallets with Paytm, UPI, Snapmint, cash on delivery and loyalty.
 */
export function onlineMethods(extra: Partial<PaymentMethodsResponse> = {}): PaymentMethodsResponse {
  const on = (code: PaymentTypeDetail["paymentTypeCode"], label: string, options: PaymentOption[] = []) => ({
    paymentTypeCode: code,
    label,
    enabled: true,
    options,
  });
  const bank = (bankCode: string, description: string, requestedPG: PaymentGateway): PaymentOption => ({
    bankCode,
    description,
    requestedPG,
  });
  const card = (token: string, description: string, isDefault: boolean): PaymentOption => ({
    bankCode: description.split(" ")[0] ?? "",
    description,
    savedCardToken: token,
    savedCardPG: "razorpay",
    requestedPG: "razorpay",
    isDefault,
  });
  const base = paymentMethods();
  return {
    ...base,
    paymentOptions: [
      "SAVEDCARD",
      "CREDIT_CARD",
      "NET_BANKING",
      "WALLET",
      "UPI",
      "CARDLESS_EMI",
      ...base.paymentOptions,
    ],
    paymentTypeDetails: [
      on("SAVEDCARD", "Saved Cards", [
        card("token_visa", "Visa ending 1111", false),
        card("token_mc", "MasterCard ending 4444", true),
      ]),
      on("CREDIT_CARD", "Credit / Debit Card"),
      on("NET_BANKING", "Net Banking", [
        bank("HDFC", "HDFC Bank", "razorpay"),
        bank("UTIB", "Axis Bank", "payu"),
      ]),
      on("WALLET", "Wallets", [bank("PAYTM", "Paytm", "paytm"), bank("MOBIKWIK", "MobiKwik", "razorpay")]),
      on("UPI", "UPI", [bank("UPI", "UPI", "phonepe")]),
      on("CARDLESS_EMI", "Cardless EMI", [bank("snapmint", "Snapmint", "snapmint")]),
      ...base.paymentTypeDetails.filter((detail) => !["CREDIT_CARD", "UPI"].includes(detail.paymentTypeCode)),
    ],
    ...extra,
  };
}

/** Cash on delivery's pricing: the bag's with the COD charge. */
export const codOverview = () =>
  overview({
    total: 214700,
    codCharges: 4900,
    lines: overview().lines.map((line) =>
      line.key === "codCharges"
        ? { ...line, amount: 4900 }
        : line.key === "total"
          ? { ...line, amount: 214700 }
          : line,
    ),
  });

/** A placed order: a shirt collected from a store and jeans delivered tomorrow, by cash on delivery. */
export function placedOrder(extra: Partial<OrderConfirmation> = {}): OrderConfirmation {
  const item = (itemId: number, skuId: number, fields: Partial<OrderConfirmation["items"][number]>) => ({
    itemId,
    skuId,
    styleId: skuId * 10,
    styleName: `Style ${skuId}`,
    brandName: "Northwind",
    image: `/img/p/${skuId}/thumbnail.webp`,
    url: `/nw-style-NW${skuId}`,
    size: "M",
    colour: "Blue",
    qty: 1,
    mrp: 249900,
    unitPrice: 199900,
    lineTotal: 199900,
    gstRate: 5,
    gstAmount: 9519,
    shippingMethod: "standard" as const,
    status: "PLACED" as const,
    expectedDelivery: "2026-06-08",
    ...fields,
  });
  const { distance: _distance, ...pickupStore } = store(31);
  return {
    orderId: "OD123456789012",
    placedAt: "2026-06-01T06:30:00.000Z",
    status: "success",
    total: 214700,
    quantity: 2,
    items: [
      item(1, 7, {
        styleName: "Oxford Shirt",
        shippingMethod: "STOREPICK",
        store: pickupStore,
        expectedDelivery: "2026-06-02",
      }),
      item(2, 8, {
        styleName: "Slim Jeans",
        shippingMethod: "ndd",
        expectedDelivery: "2026-06-02",
        colour: "Indigo",
      }),
    ],
    overview: { lines: codOverview().lines, total: 214700 },
    shippingAddress: {
      firstName: "Asha",
      lastName: "Verma",
      address: "Flat 4B, Sea View, 12 Marine Drive",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400001",
      mobileNumber: "9876543210",
    },
    payments: [{ paymentTypeCode: "CASH_ON_DELIVERY", amount: 214700, status: "due" }],
    storePickup: true,
    ...extra,
  };
}

/** The pay page's view of an attempt handed to Razorpay by a form (₹1,847, net banking). */
export const PAY_FORM_VIEW = {
  kind: "form",
  orderId: "OD123456789012",
  transactionId: "TX0A1B2C3D4E",
  amount: 184700,
  gateway: "razorpay",
  method: "POST",
  action: "/_sandbox/pg/razorpay/v1/checkout/embedded",
  fields: {
    key_id: "rzp_test_1",
    order_id: "order_9A33XWu170gUtm",
    amount: "184700",
    "prefill[method]": "netbanking",
  },
} as const;

/** PLACE ORDER's answer for an online payment: the order reserved, its attempt waiting at the gateway. */
export const PENDING_PAYMENT = {
  orderId: "OD123456789012",
  status: "pending",
  transactionId: "TX0A1B2C3D",
  redirectUrl: "/checkout/pay/TX0A1B2C3D",
} as const;
