/** What the storefront's pages may ask of the cancellations services through the load context, and why they refuse. */
import type { Result } from "../result";
import type {
  CancelDetailsRequest,
  CancelDetailsResponse,
  CancelItem,
  CancelRequest,
  CancelResponse,
} from "./cancel";
import type { ExchangeRequest, ExchangeResponse } from "./exchange";
import type { CancellationProblem } from "./problems";

/** What the exchange page offers: the delivered item, its EAN and the other sizes of its style. */
export interface ExchangeOptions {
  orderId: string;
  item: CancelItem;
  ean: string;
  sizes: string[];
}

/**
 * This request's signed-in shopper's cancels and exchanges (spec 3 §4): the same services as
 * `POST /api/cancel/details`, `/api/cancel` and `/api/exchange`. Without a shopper every call fails
 * with `signInRequired`.
 */
export interface CancellationsPageService {
  details(input: CancelDetailsRequest): Promise<Result<CancelDetailsResponse, CancellationProblem>>;
  cancel(input: CancelRequest): Promise<Result<CancelResponse, CancellationProblem>>;
  /** The delivered item and the other sizes of its style (the exchange page). */
  exchangeOptions(orderId: string, itemId: number): Promise<Result<ExchangeOptions, CancellationProblem>>;
  exchange(input: ExchangeRequest): Promise<Result<ExchangeResponse, CancellationProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    cancellations: CancellationsPageService;
  }
}
