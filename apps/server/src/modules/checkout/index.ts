export type { CheckoutCentre } from "./checkout.repo";
export type { CheckoutService } from "./checkout.service";
export { type Allocation, allocate, MODE_OF_METHOD, openMethods } from "./shipping-rules";
export type { ShippingContext } from "./shipping-view";
