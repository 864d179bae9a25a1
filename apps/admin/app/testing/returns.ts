import type { AdminGatewayRefund, AdminPayout, AdminReturnDetails, AdminReturnRow } from "@odin/contracts";

/** A return as the API answers it, at each stage the tests need. */

export const RETURN_ROW: AdminReturnRow = {
  returnId: "RT1024",
  consignmentId: "RC2048",
  orderId: "OD5001",
  itemId: 91,
  styleName: "Linen kurta",
  brandName: "Tanvi",
  size: "M",
  itemStatus: "RETURN_REQUESTED",
  stage: "REQUESTED",
  mode: "REVERSEPICKUP",
  fcId: 3,
  refundAmount: 129900,
  pickupScheduledFor: null,
  requestedAt: "2026-11-28T10:04:05.000Z",
};

export const GATEWAY_REFUND: AdminGatewayRefund = {
  refundId: 61,
  key: "return:RT1024",
  orderId: "OD5001",
  transactionId: "pay_81",
  gateway: "razorpay",
  amount: 129900,
  status: "failed",
  state: "FAILED",
  gatewayRefundId: null,
  retriedAs: null,
  createdAt: "2026-11-28T11:00:00.000Z",
  updatedAt: "2026-11-28T11:05:00.000Z",
};

export const PAYOUT: AdminPayout = {
  payoutId: 71,
  reference: "RT1024",
  reason: "Refund for RT1024",
  amount: 129900,
  status: "rejected",
  state: "FAILED",
  accountLastFour: "6789",
  ifscCode: "HDFC0001234",
  utr: null,
  failureReason: "Beneficiary account closed",
  retriedAs: null,
  createdAt: "2026-11-28T11:00:00.000Z",
  settledAt: null,
};

export const RETURN_PAGE: AdminReturnDetails = {
  returnId: "RT1024",
  consignmentId: "RC2048",
  orderId: "OD5001",
  stage: "REQUESTED",
  item: {
    itemId: 91,
    styleId: 10234,
    styleName: "Linen kurta",
    brandName: "Tanvi",
    size: "M",
    colour: "Indigo",
    image: "/images/10234-front.webp",
    quantity: 1,
    lineTotal: 129900,
    status: "RETURN_REQUESTED",
  },
  shopper: { userId: 5, name: "Asha Rao", email: "asha@example.in", mobileNumber: "9876543210" },
  reason: { reasonId: 2, reason: "Size too large", comment: "Too loose at the shoulders" },
  mode: "REVERSEPICKUP",
  pickupAddress: {
    firstName: "Asha",
    lastName: "Rao",
    address: "12 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    mobileNumber: "9876543210",
  },
  fcId: 3,
  centreName: "Bengaluru warehouse",
  pickupScheduledFor: null,
  receivedAt: null,
  qualityCheck: null,
  qualityNote: null,
  refund: {
    total: 129900,
    toSource: 0,
    toLoyalty: 0,
    toBankTransfer: 129900,
    destinations: ["bankTransfer"],
    requestedAt: null,
    gatewayRefunds: [],
    payouts: [],
  },
  events: [
    { from: "DELIVERED", to: "RETURN_REQUESTED", at: "2026-11-28T10:04:05.000Z", by: "shopper", note: null },
  ],
  audit: [],
  requestedAt: "2026-11-28T10:04:05.000Z",
};

/** The return once its parcel is received, waiting for its check. */
export const RECEIVED_PAGE: AdminReturnDetails = {
  ...RETURN_PAGE,
  stage: "RECEIVED",
  pickupScheduledFor: "2026-11-30",
  receivedAt: "2026-12-01T09:00:00.000Z",
  item: { ...RETURN_PAGE.item, status: "PICKED_UP" },
};
