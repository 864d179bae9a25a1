import { returnSettlement } from "../modules/returns";
import type { AppModule } from "../platform/composition";
import { jobRegistryOf } from "../platform/jobs";
import { cancelUncollectedPickupJob } from "./cancel-uncollected-pickup";
import { useLifecycleHooks } from "./order-lifecycle-hooks";

/**
 * The purchase flows that span modules: what else happens when order items move (points, a returned
 * item's refund, tax documents), a returned item moved to REFUNDED when its gateway refund or payout
 * is paid, and the job that cancels an uncollected store pickup.
 */
export const orderFlowsModule = {
  name: "order-flows",
  register({ app }, { lifecycle, invoices, loyalty, bankTransfer, refundSettlements, payoutSettlements }) {
    useLifecycleHooks(lifecycle, { invoices, loyalty, payouts: bankTransfer });
    const settlement = returnSettlement({ lifecycle });
    refundSettlements.use(settlement.onRefundSettled);
    payoutSettlements.use(settlement.onPayoutSettled);
    jobRegistryOf(app).add(cancelUncollectedPickupJob({ lifecycle }));
  },
} satisfies AppModule;
