import { type SQL, sql } from "drizzle-orm";

/**
 * Whether the promotion row `p` is shown to shoppers (listings, the product page): not paused, not
 * ended and not used up (decision 70). Its dates aside, as before: the bag's rules judge those.
 */
export const promotionShown = (p: SQL) =>
  sql`(${p}.paused_at is null and ${p}.ended_at is null
       and (${p}.max_redemptions is null or ${p}.redemptions < ${p}.max_redemptions))`;
