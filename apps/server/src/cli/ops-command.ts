import type { OrderLifecycle } from "../modules/orders/order-lifecycle";
import {
  OpsUsageError,
  type OpsCommand as PlatformOpsCommand,
  type OpsContext as PlatformOpsContext,
} from "../platform/ops-commands";

/** What the command line gives its commands: the platform's context and the order lifecycle. */
export interface OpsContext extends PlatformOpsContext {
  /** Wired as the store wires it (order-lifecycle-hooks.ts); its messages wait in the outbox for the store to send. */
  lifecycle: OrderLifecycle;
}

export type OpsCommand = PlatformOpsCommand<OpsContext>;

// orders.ops.ts still takes the error from here; modules take it from platform/ops-commands.ts.
export { OpsUsageError };

/** Runs `argv` (the command name first) against `commands`; answers the process exit code. */
export async function runOps(
  commands: readonly OpsCommand[],
  argv: string[],
  context: OpsContext,
): Promise<number> {
  const [name, ...args] = argv;
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    if (name !== undefined && name !== "help") context.print(`unknown command: ${name}`);
    context.print("usage: npm run ops -- <command> [arguments]");
    for (const each of commands) {
      context.print(`  ${each.name} ${each.usage}`.trimEnd());
      context.print(`      ${each.summary}`);
    }
    return name === undefined || name === "help" ? 0 : 2;
  }
  try {
    await command.run(args, context);
    return 0;
  } catch (error) {
    if (!(error instanceof OpsUsageError)) throw error;
    context.print(error.message);
    context.print(`usage: npm run ops -- ${command.name} ${command.usage}`.trimEnd());
    return 2;
  }
}
