import pg from "pg";

/**
 * Changes stock while a benchmark runs, as orders and deliveries would: every `everyMs` one SKU
 * gains a unit in each centre that stocks it. Each change reaches the server through the catalog
 * change triggers, refreshes its index and drops the cached answers whose scope reaches the style.
 */
export async function startChurn(databaseUrl: string, everyMs: number): Promise<{ stop(): Promise<number> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ low: number; high: number }>(
    "select min(id) as low, max(id) as high from skus",
  );
  const { low, high } = rows[0] ?? { low: 0, high: 0 };
  let changes = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const sku = low + Math.floor(Math.random() * (high - low + 1));
    client
      .query("update stock set quantity = quantity + 1 where sku_id = $1", [sku])
      .then(() => changes++)
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await client.end();
      return changes;
    },
  };
}
