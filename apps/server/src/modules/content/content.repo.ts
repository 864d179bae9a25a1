import { type ContentKind, type Database, schema } from "@odin/db";
import { and, eq, inArray } from "drizzle-orm";

const { contentDocuments } = schema;

/**
 * The document of a kind and key for a platform: a platform-specific document wins over one for
 * "all"; a preview document is considered only when asked for, and wins over the published one.
 */
export async function findDocument(
  db: Database,
  query: {
    kind: ContentKind;
    key: string;
    platform: (typeof contentDocuments.$inferSelect)["platform"];
    preview: boolean;
  },
): Promise<unknown | null> {
  const rows = await db
    .select({
      data: contentDocuments.data,
      platform: contentDocuments.platform,
      preview: contentDocuments.preview,
    })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.kind, query.kind),
        eq(contentDocuments.key, query.key),
        inArray(contentDocuments.platform, [query.platform, "all"]),
        query.preview ? undefined : eq(contentDocuments.preview, false),
      ),
    );
  const ranked = rows.sort(
    (a, b) =>
      Number(b.preview) - Number(a.preview) || Number(b.platform !== "all") - Number(a.platform !== "all"),
  );
  return ranked[0]?.data ?? null;
}
