import type { RouteSpec } from "../route-spec";

/**
 * Returns (spec 3 §3, §4 "Return flow", §7 returnsDetails, makeReturn, downloadReturnForm) and the
 * bank-transfer details they refund to.
 */
export const returnsRouteMap = {
  // Bank-transfer details, the refund destination of returns and cancellations (spec 3 §3, §5, §7 addNEFT)
  neftList: { method: "GET", path: "/api/neft", response: "neftListResponse", signIn: "required" },
  neftAdd: {
    method: "POST",
    path: "/api/neft",
    body: "bankTransferInput",
    response: "neftDetail",
    signIn: "required",
  },

  // Returns (spec 3 §3, §4 "Return flow", §7 returnsDetails, makeReturn, downloadReturnForm)
  returnDetails: {
    method: "POST",
    path: "/api/returns/details",
    body: "returnDetailsRequest",
    response: "returnDetailsResponse",
    signIn: "required",
  },
  makeReturn: {
    method: "POST",
    path: "/api/returns",
    body: "returnRequest",
    response: "returnResponse",
    signIn: "required",
  },
  /** The return form: a PDF, not JSON. */
  returnForm: {
    method: "POST",
    path: "/api/returns/form",
    body: "returnFormRequest",
    document: "application/pdf",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;
