import type { FormAnswer } from "../../lib/form-answer";

/**
 * My Payment Methods' one form (decision 26): DELETE, per saved card, answered by the route's action
 * (`payment-methods-actions.server.ts`). Browser and server share these names; no zod here.
 */
export const PAYMENT_METHODS_PATH = "/account/payment-methods";

export const CARD_INTENTS = { remove: "deleteCard" } as const;

export const CARD_TOKEN_FIELD = "cardToken";

export type CardAnswer = FormAnswer<typeof CARD_TOKEN_FIELD>;
