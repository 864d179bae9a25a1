import { ALERTS } from "@odin/contracts";
import { createSignedTokens } from "../../platform/signed-tokens";
import type { Recipient } from "./alerts-rules";

/**
 * The token of an alert's unsubscribe link: the recipient, signed by the server (HS256 with a key of
 * its own derived from the session secret), good for a year. Nothing is stored.
 */
export interface UnsubscribeTokens {
  issue(recipient: Recipient): Promise<string>;
  verify(token: string): Promise<Recipient | undefined>;
}

export function createUnsubscribeTokens(sessionSecret: string): UnsubscribeTokens {
  const tokens = createSignedTokens(sessionSecret, {
    purpose: "alerts unsubscribe link",
    audience: "odin-alerts-unsubscribe",
  });
  return {
    issue: (recipient) => tokens.sign(recipient, {}, `${ALERTS.unsubscribeLinkDays}d`),
    verify: async (token) => (await tokens.verify(token))?.sub,
  };
}
