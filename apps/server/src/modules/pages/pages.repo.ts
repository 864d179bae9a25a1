import { type Database, schema } from "@odin/db";
import { eq } from "drizzle-orm";

const { pageRoutes, styles } = schema;

export interface PageRouteRow {
  path: string;
  type: string;
  title: string;
  reference: string;
}

/** Every page route (a few hundred rows: brands, collections, template pages). */
export function findPageRoutes(db: Database): Promise<PageRouteRow[]> {
  return db
    .select({
      path: pageRoutes.path,
      type: pageRoutes.type,
      title: pageRoutes.title,
      reference: pageRoutes.reference,
    })
    .from(pageRoutes);
}

/** The style with this code (the end of a product page address), if any. */
export async function findStyleByCode(
  db: Database,
  code: string,
): Promise<{ id: number; code: string; name: string } | null> {
  const [row] = await db
    .select({ id: styles.id, code: styles.code, name: styles.name })
    .from(styles)
    .where(eq(styles.code, code))
    .limit(1);
  return row ?? null;
}
