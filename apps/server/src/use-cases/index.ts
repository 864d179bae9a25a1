import type { FastifyInstance } from "fastify";
import type { OrderLifecycle } from "../modules/orders";
import { jobRegistryOf } from "../platform/jobs";
import { cancelUncollectedPickupJob } from "./cancel-uncollected-pickup";
import { useLifecycleHooks } from "./order-lifecycle-hooks";

export { useLifecycleHooks } from "./order-lifecycle-hooks";

/**
 * The purchase flows that span modules, on `app`: what else happens when order items move (points,
 * a returned item's refund, tax documents), and the job that cancels an uncollected store pickup.
 */
export function registerOrderFlows(
  app: FastifyInstance,
  lifecycle: OrderLifecycle,
  modules: Parameters<typeof useLifecycleHooks>[1],
): void {
  useLifecycleHooks(lifecycle, modules);
  jobRegistryOf(app).add(cancelUncollectedPickupJob({ lifecycle }));
}
