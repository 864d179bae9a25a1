/** What the storefront's pages may ask of the bag services through the load context, and why they refuse. */
import type { Result } from "../result";
import type {
  ApplicableCouponsResponse,
  CheckoutRequest,
  CheckoutResponse,
  DeliveryChargesResponse,
} from "./bag";

/**
 * Why a bag change or a shipping step's choice was refused (the REST route maps the same names to
 * statuses): the bag's failures, then the checkout's.
 */
export type BagProblem =
  | "unknownSku"
  | "bagFull"
  | "couponNotApplicable"
  | "signInRequired"
  | "unknownPincode"
  | "unknownAddress";

/**
 * The bag of this request's shopper: the signed-in shopper's, else the guest bag the request's cookie
 * names (created by the first add; its cookie goes out with the page). A guest bag left in the browser
 * at sign-in is merged into the shopper's on the first call (spec 3 §6; decision 27).
 */
export interface BagPageService {
  checkout(request: CheckoutRequest): Promise<Result<CheckoutResponse, BagProblem>>;
  /** Sum of the quantities, for the header badge; 0 without a bag. */
  count(): Promise<number>;
  coupons(): Promise<ApplicableCouponsResponse>;
  deliveryCharges(): DeliveryChargesResponse;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    bag: BagPageService;
  }
}
