import { mediaOps } from "../modules/media";
import { ordersOps } from "../modules/orders";
import { reviewsOps } from "../modules/reviews";
import type { OpsCommand } from "./ops-command";

/** Every operator command, gathered from the modules' `<area>.ops.ts` files. */
export const OPS_COMMANDS: readonly OpsCommand[] = [...ordersOps, ...reviewsOps, ...mediaOps];
