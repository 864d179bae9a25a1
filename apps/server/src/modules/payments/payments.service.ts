import {
  MESSAGES,
  type PaymentMethodsRequest,
  type PaymentMethodsResponse,
  type PaymentRequest,
  type PaymentResponse,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { BagConfig } from "../../platform/config-bag";
import type { BagService } from "../bag/bag.service";
import type { CheckoutService } from "../checkout/checkout.service";
import { codRefusalMessage } from "../orders/order-rules";
import type { OrdersProblem } from "../orders/orders.problems";
import type { OrdersService } from "../orders/orders.service";
import { bagBrandAmounts, type LoyaltyPort } from "../orders/place-order";
import { paymentTypeDetails } from "./payment-options";

export interface PaymentsService {
  /** getPaymentMethodsV6 (spec 3 §7): the payment step's options for the shopper's bag. */
  methods(userId: number, request: PaymentMethodsRequest): Promise<PaymentMethodsResponse>;
  /** makePaymentV2 (spec 3 §7): places the order and starts its payment; `captchaPass` is the `codCaptcha` cookie. */
  make(
    userId: number,
    idempotencyKey: string | undefined,
    request: PaymentRequest,
    captchaPass: string | undefined,
  ): Promise<Result<PaymentResponse, OrdersProblem>>;
}

/** The payment step (spec 3 §2, §4): which methods the bag can be paid by, and placing the order. */
export function createPaymentsService(deps: {
  db: Database;
  bag: BagService;
  checkout: Pick<CheckoutService, "shippingState">;
  orders: Pick<OrdersService, "place">;
  loyalty: LoyaltyPort;
  config: BagConfig;
  captchaOnCod: boolean;
}): PaymentsService {
  const { bag, config } = deps;

  /** Why cash on delivery cannot take this bag's order, in the shopper's words. */
  const codRefusal = (amount: number, pincode: string | undefined) =>
    pincode ? codRefusalMessage(amount, pincode, config.cod) : MESSAGES.payment.noAddress;

  return {
    async methods(userId, request) {
      const owner = { userId };
      const options = { couponCode: request.couponCode, isPromotionPaymentConstraintSupported: true };
      const [state, prepaid, cod, amounts] = await Promise.all([
        deps.checkout.shippingState(userId),
        bag.pricingOverview(owner, { ...options, selectedPaymentMode: "LOYALTY" }),
        bag.pricingOverview(owner, { ...options, selectedPaymentMode: "CASH_ON_DELIVERY" }),
        bagBrandAmounts(deps, userId),
      ]);
      const loyalty = await deps.loyalty.usable(userId, amounts);
      const details = paymentTypeDetails({
        codRefusal: codRefusal(cod.overview.total, state.place?.pincode),
        codCharge: config.codCharge,
        captchaOnCod: deps.captchaOnCod,
        loyaltyUsable: loyalty.usable,
      });
      const total = prepaid.overview.total;
      return {
        amount: request.loyaltyCheck ? Math.max(0, total - loyalty.usable) : total,
        paymentOptions: details.filter((detail) => detail.enabled).map((detail) => detail.paymentTypeCode),
        paymentTypeDetails: details,
        loyalty: { points: { loyaltyValue: loyalty.usable, balance: loyalty.balance } },
        ...(state.address ? { mobileNumber: state.address.mobileNumber } : {}),
      };
    },

    make: (userId, idempotencyKey, request, captchaPass) =>
      deps.orders.place({ userId, idempotencyKey, request, captchaPass }),
  };
}
