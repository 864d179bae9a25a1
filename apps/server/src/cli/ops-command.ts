import type { Database } from "@odin/db";
import type { OrderLifecycle } from "../modules/orders";
import type { Config } from "../platform/config";
import type { ObjectStorage } from "../platform/storage";

/** What an operator command may use: the database, the configuration, the file storage and the order lifecycle. */
export interface OpsContext {
  db: Database;
  config: Config;
  storage: ObjectStorage;
  /** Wired as the store wires it (use-cases/order-lifecycle-hooks.ts); its messages wait in the outbox for the store to send. */
  lifecycle: OrderLifecycle;
  /** One line of output for the operator. */
  print(line: string): void;
}

/**
 * One `npm run ops -- <name> [args]` command. A module lists its commands in `<area>.ops.ts`;
 * `ops-commands.ts` gathers them.
 */
export interface OpsCommand {
  name: string;
  /** Arguments after the name, e.g. `<reviewId> [reason]`. */
  usage: string;
  summary: string;
  run(args: string[], context: OpsContext): Promise<void>;
}

/** Bad arguments: printed with the command's usage, exit code 2. */
export class OpsUsageError extends Error {}

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
