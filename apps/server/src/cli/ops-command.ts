import type { OrdersOpsContext } from "../modules/orders";
import { OpsUsageError, type OpsCommand as PlatformOpsCommand } from "../platform/ops-commands";

/** What the command line gives its commands: the platform's context and the order lifecycle. */
export type OpsContext = OrdersOpsContext;

export type OpsCommand = PlatformOpsCommand<OpsContext>;

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
