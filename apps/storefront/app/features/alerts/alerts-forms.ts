import type { FormAnswer } from "../../lib/form-answer";

/**
 * The alerts' unsubscribe page (decision 26): STOP ALERTS posts the link's token to the page's own
 * action, so a mail scanner that opens the link unsubscribes nobody. Browser and server share these
 * names; no zod here (decision 13).
 */
export const UNSUBSCRIBE_INTENT = "unsubscribeAlerts";
export const UNSUBSCRIBE_TOKEN_FIELD = "token";

export type UnsubscribeAnswer = FormAnswer<typeof UNSUBSCRIBE_TOKEN_FIELD>;
