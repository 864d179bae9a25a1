import type { RouteSpec } from "../route-spec";

/** Contact, the app-download link and the newsletter (spec 2). */
export const supportRouteMap = {
  contactUs: { method: "POST", path: "/api/contactus", body: "contactRequest", response: "supportAnswer" },
  appDownloadLink: {
    method: "POST",
    path: "/api/appDownloadLink",
    body: "appLinkRequest",
    response: "supportAnswer",
  },
  newsletter: {
    method: "POST",
    path: "/api/newsletter",
    body: "newsletterRequest",
    response: "supportAnswer",
  },
  newsletterConfirm: {
    method: "POST",
    path: "/api/newsletter/confirm",
    body: "newsletterConfirmRequest",
    response: "supportAnswer",
  },
} as const satisfies Record<string, RouteSpec>;
