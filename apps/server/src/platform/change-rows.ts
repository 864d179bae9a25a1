import { type Database, queryRows } from "@odin/db";
import { sql } from "drizzle-orm";

/** The change logs the feeds follow (catalog: decision 9; content: decision 71). */
type ChangeTable = "catalog_changes" | "content_changes";

/**
 * A feed's read of its change log: the rows after `lastId` (at most `batch`) and the watched ids
 * (transactions that had not committed when the feed read past them), in id order; `full` when the
 * rows after `lastId` filled the batch (there may be more). Two parts, each read through the primary
 * key: an `or` of them cannot use the key for a range and filters the whole table (decision 72).
 */
export async function changeRowsAfter<T extends { id: number | string }>(
  db: Database,
  table: ChangeTable,
  columns: string,
  { lastId, watched, batch }: { lastId: number; watched: Iterable<number>; batch: number },
): Promise<{ rows: T[]; full: boolean }> {
  const from = sql.raw(table);
  const select = sql.raw(columns);
  const rows = await queryRows<T>(
    db,
    sql`select ${select} from (
          (select ${select} from ${from} where id > ${lastId} order by id limit ${batch})
          union all
          select ${select} from ${from} where id = any(${`{${[...watched].join(",")}}`}::bigint[])
        ) changes
        order by id`,
  );
  return { rows, full: rows.filter((row) => Number(row.id) > lastId).length >= batch };
}
