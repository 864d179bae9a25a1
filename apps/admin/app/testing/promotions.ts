import type {
  PromotionOptions,
  PromotionPage,
  PromotionRedemptionsPage,
  PromotionSummary,
} from "@odin/contracts";

/** The Promotions area's answers as the API gives them, for the pages' tests. */

export const PROMOTION_OPTIONS: PromotionOptions = {
  brands: [
    { id: 3, code: "RGZ", name: "Rangrez" },
    { id: 5, code: "AAR", name: "Aarohi" },
  ],
};

export const PROMOTION_ROW: PromotionSummary = {
  promotionId: 41,
  code: "DIWALI25",
  title: "₹250 off",
  kind: "flat",
  value: 25_000,
  status: "active",
  validFrom: null,
  validUntil: null,
  redemptions: 12,
  maxRedemptions: 500,
};

export const PROMOTION_PAGE: PromotionPage = {
  promotion: {
    ...PROMOTION_ROW,
    tnc: "On orders above ₹1,999.",
    minBagValue: 199_900,
    maxDiscount: null,
    brandIds: [3],
    styles: 120,
    firstOrderOnly: false,
    oncePerDays: 30,
    paymentConstraint: null,
    combinable: true,
    pausedAt: null,
    endedAt: null,
  },
  audit: [],
};

export const REDEMPTIONS: PromotionRedemptionsPage = {
  redemptions: [
    {
      orderNumber: "OD1001",
      orderStatus: "PLACED",
      userId: 77,
      shopper: "Asha Rao",
      at: "2026-11-28T10:00:00.000Z",
      amountOff: 25_000,
      total: 224_900,
    },
  ],
  next: "9",
};
