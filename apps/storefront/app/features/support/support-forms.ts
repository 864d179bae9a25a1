import type { FeatureFlags } from "@odin/contracts";
import type { FormAnswer } from "../../lib/form-answer";

/**
 * The forms of the contact page, the app page and the newsletter (decision 26): their intents, field
 * names and where they post. Browser and server share these names; no zod here (decision 13).
 */
export const SUPPORT_INTENTS = {
  contact: "contact",
  appLink: "appLink",
  newsletter: "newsletter",
  confirmNewsletter: "confirmNewsletter",
} as const;

export const APP_LINK_FIELD = "mobileNumber";
export const NEWSLETTER_FIELD = "email";
export const CONFIRM_TOKEN_FIELD = "token";

/** The footer's newsletter form posts here from every page; its answer comes back on this page without scripts. */
export const NEWSLETTER_PATH = "/newsletter";

/** Which footer asks for the e-mail (spec 2 §5): the newer one says why an address is refused, the older one ignores it. */
export type NewsletterVersion = "new" | "old";

/** The footer the operator's `newFooter` flag picks (docs/configuration.md). */
export const newsletterVersionOf = (flags: FeatureFlags): NewsletterVersion =>
  flags.newFooter ? "new" : "old";

export type SupportAnswer<Field extends string = string> = FormAnswer<Field>;
