/** What the storefront's pages may ask of the returns services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { BankTransferInput, NeftDetail, NeftListResponse } from "./bank-transfer";
import type { BankTransferProblem, ReturnProblem } from "./problems";
import type { ReturnDetailsRequest, ReturnDetailsResponse, ReturnRequest, ReturnResponse } from "./return";

/**
 * This request's signed-in shopper's returns (spec 3 §4 "Return flow"): the same service as
 * `POST /api/returns/details`, `/api/returns` and `/api/returns/form`. Without a shopper every call
 * fails with `signInRequired`.
 */
export interface ReturnsPageService {
  details(input: ReturnDetailsRequest): Promise<Result<ReturnDetailsResponse, ReturnProblem>>;
  makeReturn(input: ReturnRequest): Promise<Result<ReturnResponse, ReturnProblem>>;
  /** The shopper's own return's form, a PDF. */
  returnForm(returnId: string): Promise<Result<{ returnId: string; pdf: Uint8Array }, ReturnProblem>>;
}

/**
 * The bank-transfer ("NEFT") records of this request's signed-in shopper (spec 3 §3, §4, §5): the same
 * service as `GET`,`POST /api/neft`; the account number always masked. Every call fails with
 * `signInRequired` when nobody is signed in.
 */
export interface BankTransferPageService {
  /** Most recently added or used first. */
  list(): Promise<Result<NeftListResponse, BankTransferProblem>>;
  /** Saves the details (the same account again answers its record); answers the saved record. */
  add(input: BankTransferInput): Promise<Result<NeftDetail, BankTransferProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    returns: ReturnsPageService;
    bankTransfer: BankTransferPageService;
  }
}
