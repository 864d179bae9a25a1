import { type Database, schema } from "@odin/db";
import { and, asc, count, eq, inArray, max } from "drizzle-orm";

const { styles, contentDocuments } = schema;

export function countStyles(db: Database): Promise<number> {
  return db
    .select({ total: count() })
    .from(styles)
    .where(eq(styles.published, true))
    .then(([row]) => row?.total ?? 0);
}

/** One sitemap file of published styles: the `size` styles after the first `offset`, in id order. */
export function findStylePage(
  db: Database,
  offset: number,
  size: number,
): Promise<{ slug: string; code: string; createdAt: Date }[]> {
  return db
    .select({ slug: styles.slug, code: styles.code, createdAt: styles.createdAt })
    .from(styles)
    .where(eq(styles.published, true))
    .orderBy(asc(styles.id))
    .offset(offset)
    .limit(size);
}

/** When each published master template and static page last changed, by document key. */
export async function findContentChanges(db: Database): Promise<Map<string, Date>> {
  const rows = await db
    .select({
      kind: contentDocuments.kind,
      key: contentDocuments.key,
      changed: max(contentDocuments.updatedAt),
    })
    .from(contentDocuments)
    .where(
      and(
        inArray(contentDocuments.kind, ["master_template", "static_page"]),
        eq(contentDocuments.preview, false),
      ),
    )
    .groupBy(contentDocuments.kind, contentDocuments.key);
  return new Map(
    rows.flatMap((row) => (row.changed ? [[`${row.kind}:${row.key}`, new Date(row.changed)] as const] : [])),
  );
}
