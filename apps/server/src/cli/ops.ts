/**
 * `npm run ops -- <command> [arguments]`: operator commands until a back office exists
 * (docs/decisions/0034-object-storage-and-ops-commands.md). `npm run ops` alone lists them.
 * With the embedded database (no DATABASE_URL) stop the store first: PGlite takes one process.
 */
import { loadConfig } from "../platform/config";
import { openMigratedDatabase } from "../platform/database";
import { createObjectStorage } from "../platform/storage";
import { runOps } from "./ops-command";
import { OPS_COMMANDS } from "./ops-commands";

const config = loadConfig();
const database = await openMigratedDatabase(config);
try {
  process.exitCode = await runOps(OPS_COMMANDS, process.argv.slice(2), {
    db: database.db,
    config,
    storage: createObjectStorage(config.storage),
    print: (line) => console.log(line),
  });
} finally {
  await database.close();
}
