import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

/** Element types of the arrays handed to `unnest`. */
export type ArrayType = "int4" | "int2" | "text" | "bool" | "float8" | "timestamptz" | "text[]";

export interface Column {
  type: ArrayType;
  values: readonly unknown[];
}

/** Separates the words of a text[] value sent as one string (tags and image views never contain it). */
const UNIT_SEPARATOR = "\u001f";

function encode(column: Column, from: number, to: number): unknown[] {
  const slice = column.values.slice(from, to);
  if (column.type === "timestamptz") return slice.map((value) => (value as Date).toISOString());
  if (column.type === "text[]") return slice.map((value) => (value as string[]).join(UNIT_SEPARATOR));
  return slice;
}

/**
 * Inserts rows given as columns with one `insert … select … from unnest($1::int4[], …)` per chunk:
 * one bind parameter per column whatever the number of rows, so large tables load quickly on
 * both PGlite and PostgreSQL.
 */
export async function insertColumns<T extends PgTable>(
  db: Database,
  table: T,
  columns: Partial<Record<keyof T["_"]["columns"] & string, Column>>,
  chunkRows = 50_000,
): Promise<number> {
  const tableColumns = getTableColumns(table);
  const entries = Object.entries(columns) as [string, Column][];
  const rowCount = entries[0]?.[1].values.length ?? 0;
  for (const [key, column] of entries) {
    if (column.values.length !== rowCount)
      throw new Error(`${getTableName(table)}.${key}: column lengths differ`);
  }
  const names = entries.map(([key]) => {
    const name = tableColumns[key]?.name;
    if (!name) throw new Error(`${getTableName(table)} has no column ${key}`);
    return sql.identifier(name);
  });
  const aliases = entries.map((_, i) => sql.identifier(`c${i}`));
  const selects = entries.map(([, column], i) =>
    column.type === "text[]" ? sql`string_to_array(${aliases[i]}, chr(31))` : sql`${aliases[i]}`,
  );
  for (let from = 0; from < rowCount; from += chunkRows) {
    const to = Math.min(rowCount, from + chunkRows);
    const arrays = entries.map(([, column]) => {
      const elementType = column.type === "text[]" ? "text" : column.type;
      return sql`${sql.param(encode(column, from, to))}::${sql.raw(elementType)}[]`;
    });
    await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selects, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(aliases, sql`, `)})`,
    );
  }
  return rowCount;
}

/** Column helper: `col("int4", rows, (row) => row.id)`. */
export function col<R>(type: ArrayType, rows: readonly R[], pick: (row: R) => unknown): Column {
  return { type, values: rows.map(pick) };
}

/** Plain multi-row inserts for small tables, kept well under the 65,535 bind-parameter limit. */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T["$inferInsert"][],
  chunk = 500,
) {
  for (let from = 0; from < rows.length; from += chunk) {
    await db.insert(table).values(rows.slice(from, from + chunk) as T["$inferInsert"][]);
  }
  return rows.length;
}

/** Moves a serial column's sequence past the ids the seed wrote explicitly. */
export async function syncSequence(db: Database, table: PgTable, column = "id"): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false) from ${table}`,
  );
}
