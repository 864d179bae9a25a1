/**
 * `npm run ops -- <command> [arguments]`: operator commands until a back office exists
 * (docs/decisions/0034-object-storage-and-ops-commands.md). `npm run ops` alone lists them.
 * With the embedded database (no DATABASE_URL) stop the store first: PGlite takes one process.
 */
import { payoutRequests } from "../modules/bank-transfer";
import { createInvoicesService } from "../modules/invoices";
import { createLoyaltyService } from "../modules/loyalty";
import { createOrderLifecycle, createPickupCodes } from "../modules/orders";
import { loadConfig } from "../platform/config";
import { openMigratedDatabase } from "../platform/database";
import { enqueueMessages } from "../platform/outbox";
import { createObjectStorage } from "../platform/storage";
import { useLifecycleHooks } from "../use-cases";
import { runOps } from "./ops-command";
import { OPS_COMMANDS } from "./ops-commands";

const config = loadConfig();
const database = await openMigratedDatabase(config);
const { db } = database;
const lifecycle = createOrderLifecycle({
  outbox: { enqueue: enqueueMessages },
  siteOrigin: config.siteOrigin ?? `http://localhost:${config.port}`,
  pickupCodes: createPickupCodes(config.sessionSecret),
});
useLifecycleHooks(lifecycle, {
  invoices: createInvoicesService({ db, config: config.invoices, now: () => new Date() }),
  loyalty: createLoyaltyService({ db, config: config.loyalty }),
  payouts: payoutRequests(config.bankTransfer),
});
try {
  process.exitCode = await runOps(OPS_COMMANDS, process.argv.slice(2), {
    db,
    config,
    storage: createObjectStorage(config.storage),
    lifecycle,
    print: (line) => console.log(line),
  });
} finally {
  await database.close();
}
