import type { Database, Executor } from "@odin/db";
import { PgTransaction } from "drizzle-orm/pg-core";

type Source = Executor;

interface Runnable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** A drizzle query whose varying parts are `sql.placeholder(name)`s. */
export interface Preparable<R> extends Runnable<R> {
  prepare(name: string): Runnable<R>;
}

/**
 * A query on a hot path, built once per database and prepared under `name` (PostgreSQL parses it once
 * per connection and may keep its plan; drizzle no longer rebuilds the SQL text per call). Inside a
 * transaction, which has its own connection, the same query is built for it. `name` must be unique
 * in the process.
 */
export function preparedQuery<V extends Record<string, unknown>, R>(
  name: string,
  build: (source: Source) => Preparable<R>,
): (source: Source, values: V) => Promise<R> {
  const prepared = new WeakMap<Database, Runnable<R>>();
  return (source, values) => {
    if (source instanceof PgTransaction) return build(source).execute(values);
    let query = prepared.get(source);
    if (!query) {
      query = build(source).prepare(name);
      prepared.set(source, query);
    }
    return query.execute(values);
  };
}
