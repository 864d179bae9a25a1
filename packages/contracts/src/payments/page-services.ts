/** What the storefront's pages may ask of the payments services through the load context, and why they refuse. */
import type { BagOverview } from "../bag/bag";
import type { OrderProblem } from "../orders/page-services";
import type { Result } from "../result";
import type { OnlinePaymentType } from "./constants";
import type {
  PaymentHandoffView,
  PaymentStatusResponse,
  PaymentValidateRequest,
  SavedCardsResponse,
  WalletOtpResponse,
} from "./online";
import type {
  PaymentMethodsRequest,
  PaymentMethodsResponse,
  PaymentRequest,
  PaymentResponse,
} from "./payment";

/**
 * A payment choice priced as its order would be: the pricing lines (with Loyalty and COD Charges),
 * and the mode the order is placed in (loyalty points that cover everything make it a loyalty order,
 * with no COD charge and no code to verify).
 */
export interface PaymentQuote {
  overview: BagOverview;
  /** CASH_ON_DELIVERY, LOYALTY, or the online type the order is paid by. */
  mode: "CASH_ON_DELIVERY" | "LOYALTY" | OnlinePaymentType;
}

/** How the shopper pays: one payment type, and whether loyalty points pay part (or all) of it. */
export interface PaymentChoice {
  paymentTypeCode: PaymentRequest["paymentTypeCode"];
  useLoyalty: boolean;
}

/**
 * The checkout's payment step for this request's signed-in shopper (spec 3 §2, §4): the same service
 * as `POST /api/payment/methods` and `/api/payment/make`. Every call fails with `signInRequired` when
 * nobody is signed in.
 */
export interface PaymentsPageService {
  methods(request: PaymentMethodsRequest): Promise<Result<PaymentMethodsResponse, OrderProblem>>;
  /** The bag priced for a payment choice, as placing its order would price it now. */
  quote(choice: PaymentChoice): Promise<Result<PaymentQuote, OrderProblem>>;
  /** Places the order; the same idempotency key answers the same order. */
  make(idempotencyKey: string, request: PaymentRequest): Promise<Result<PaymentResponse, OrderProblem>>;
  /** The page that takes the shopper to the gateway (`/checkout/pay/{transactionId}`), or where to go instead. */
  handoff(transactionId: string): Promise<Result<PaymentHandoffView, OrderProblem>>;
  /** postPayment: the attempt asked of its gateway and settled. */
  validate(input: PaymentValidateRequest): Promise<Result<PaymentStatusResponse, OrderProblem>>;
  /** orderPaymentPending: the order's payment asked of its gateway while it is open. */
  pending(orderId: string): Promise<Result<PaymentStatusResponse, OrderProblem>>;
  /** My Payment Methods: the saved cards, and deleting one (at the gateway too). */
  savedCards(): Promise<Result<SavedCardsResponse, OrderProblem>>;
  deleteCard(cardToken: string): Promise<Result<SavedCardsResponse, OrderProblem>>;
  /** The Paytm wallet's steps on the handoff page (spec 3 §3, §8 Paytm codes). */
  wallet: {
    sendOtp(input: {
      transactionId: string;
      mobileNumber: string;
    }): Promise<Result<WalletOtpResponse, OrderProblem>>;
    validateOtp(input: {
      transactionId: string;
      otp: string;
    }): Promise<Result<WalletOtpResponse, OrderProblem>>;
    pay(transactionId: string): Promise<Result<PaymentStatusResponse, OrderProblem>>;
  };
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    payments: PaymentsPageService;
  }
}
