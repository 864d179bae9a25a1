import { ALERTS } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { defineJob, enqueue, jobName, jobRegistryOf } from "../../platform/jobs";
import type { AlertsService } from "./alerts.service";

/** Written by the stock triggers of migration 0034 when a size with waiting requests is restocked. */
export const STOCK_ALERT_WAVE = jobName<{ skuId: number }>("stock-alert-wave");
/** Written by the styles trigger of migration 0034 when a favourite's listed price falls. */
export const PRICE_DROP_ALERT = jobName<{ styleId: number }>("price-drop-alert");

/**
 * The alerts' jobs: a wave tells what the units now allow and, while requests still wait, schedules
 * the next wave, which checks the units again (none left: it tells nobody and ends the waves).
 */
export function registerAlertJobs(app: FastifyInstance, alerts: AlertsService): void {
  const registry = jobRegistryOf(app);
  registry.add(
    defineJob(STOCK_ALERT_WAVE, async ({ skuId }, { db, jobId, log }) => {
      const { told, waiting } = await alerts.stockWave(skuId);
      log.info({ skuId, told, waiting }, "stock alert wave");
      if (told > 0 && waiting) {
        const runAt = new Date(Date.now() + ALERTS.waveMinutes * 60_000);
        await enqueue(db, STOCK_ALERT_WAVE, { skuId }, { runAt, key: `wave:${skuId}:after:${jobId}` });
      }
    }),
  );
  registry.add(
    defineJob(PRICE_DROP_ALERT, async ({ styleId }, { log }) => {
      log.info({ styleId, told: await alerts.priceDrop(styleId) }, "price drop alerts");
    }),
  );
}
