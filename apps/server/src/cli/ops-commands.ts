import { MODULES } from "../module-list";
import type { OpsCommand } from "./ops-command";

/** Every operator command, as the modules of the list bring them (their `<area>.ops.ts` files). */
export const OPS_COMMANDS: readonly OpsCommand[] = MODULES.flatMap((module) =>
  "ops" in module ? module.ops : [],
);
