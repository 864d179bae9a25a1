/** What the storefront's pages may ask of the bag services through the load context, and why they refuse. */
import type { CheckoutProblem } from "../checkout/problems";
import type { Result } from "../result";
import type {
  ApplicableCouponsResponse,
  CheckoutRequest,
  CheckoutResponse,
  DeliveryChargesResponse,
} from "./bag";
import type { BagProblem } from "./problems";

/**
 * The bag of this request's shopper: the signed-in shopper's, else the guest bag the request's cookie
 * names (created by the first add; its cookie goes out with the page). A guest bag left in the browser
 * at sign-in is merged into the shopper's on the first call (spec 3 §6; decision 27). A change or a
 * shipping step's choice is refused with the bag's failures, then the checkout's.
 */
export interface BagPageService {
  checkout(request: CheckoutRequest): Promise<Result<CheckoutResponse, BagProblem | CheckoutProblem>>;
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
