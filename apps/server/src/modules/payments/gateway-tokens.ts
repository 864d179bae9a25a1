import { type Database, schema } from "@odin/db";
import { eq } from "drizzle-orm";
import type { TxnTokens } from "./gateways/paytm/paytm";

const { paymentTransactions } = schema;

/**
 * A gateway's token for an attempt (Paytm's txnToken), kept on the attempt's row by its transactionId
 * (the gateway's order id): the row exists before the gateway is asked, and every server process
 * reads the same one.
 */
export function attemptTokens(db: Database): TxnTokens {
  return {
    async keep(transactionId, token) {
      await db
        .update(paymentTransactions)
        .set({ gatewayToken: token })
        .where(eq(paymentTransactions.transactionId, transactionId));
    },
    async find(transactionId) {
      const [row] = await db
        .select({ token: paymentTransactions.gatewayToken })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.transactionId, transactionId));
      return row?.token ?? undefined;
    },
  };
}
