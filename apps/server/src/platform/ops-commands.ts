import type { Database } from "@odin/db";
import type { Config } from "./config";
import type { ObjectStorage } from "./storage";

/** What every operator command may use: the database, the configuration and the file storage. */
export interface OpsContext {
  db: Database;
  config: Config;
  storage: ObjectStorage;
  /** One line of output for the operator. */
  print(line: string): void;
}

/**
 * One `npm run ops -- <name> [args]` command. A module lists its commands in `<area>.ops.ts` and
 * hands them over through its face; `cli/ops-commands.ts` gathers them.
 */
export interface OpsCommand<Context extends OpsContext = OpsContext> {
  name: string;
  /** Arguments after the name, e.g. `<reviewId> [reason]`. */
  usage: string;
  summary: string;
  run(args: string[], context: Context): Promise<void>;
}

/** Bad arguments: printed with the command's usage, exit code 2. */
export class OpsUsageError extends Error {}
