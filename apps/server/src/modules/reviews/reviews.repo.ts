import { type Executor, queryRows, schema, type Transaction } from "@odin/db";
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";

const { reviews, reviewImages, users, styles, orders, orderItems } = schema;

export type ReviewRow = typeof reviews.$inferSelect;

/** The fields a shopper writes; the rest (author, status, dates) are the service's. */
export interface ReviewFields {
  rating: number;
  text: string;
  colour: string | null;
  size: string | null;
  images: string[];
}

export async function styleExists(db: Executor, styleId: number): Promise<boolean> {
  const [row] = await db.select({ id: styles.id }).from(styles).where(eq(styles.id, styleId));
  return row !== undefined;
}

/** "Bought": an item of the style in one of the shopper's placed orders that was not cancelled. */
export async function hasBought(db: Executor, userId: number, styleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "PLACED"),
        eq(orderItems.styleId, styleId),
        sql`${orderItems.status} <> 'CANCELLED'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The name shown with a shopper's review: first name and the initial of the last ("Asha R."). */
export async function authorNameOf(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const initial = row.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${row.firstName} ${initial}.` : row.firstName;
}

/** Inserts the review unless the shopper already reviewed the style (then undefined). */
export async function insertReview(
  tx: Transaction,
  values: ReviewFields & { userId: number; styleId: number; authorName: string; verifiedPurchase: boolean },
): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .insert(reviews)
    .values({ ...values, status: "UNDER_MODERATION" })
    .onConflictDoNothing({ target: [reviews.userId, reviews.styleId] })
    .returning();
  return row;
}

/** The shopper's own review, locked until the transaction ends. */
export async function lockOwnReview(tx: Transaction, userId: number, reviewId: number) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .for("update");
  return row;
}

/** An edit: the new fields, back to moderation. */
export async function updateReview(
  tx: Transaction,
  reviewId: number,
  values: ReviewFields & { verifiedPurchase: boolean },
): Promise<ReviewRow> {
  const [row] = await tx
    .update(reviews)
    .set({ ...values, status: "UNDER_MODERATION", rejectionReason: null, updatedAt: new Date() })
    .where(eq(reviews.id, reviewId))
    .returning();
  if (!row) throw new Error(`review ${reviewId} vanished inside its transaction`);
  return row;
}

/** A moderation decision; undefined for an unknown review. */
export async function setStatus(
  db: Executor,
  reviewId: number,
  status: "PUBLISHED" | "REJECTED",
  rejectionReason: string | null,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ status, rejectionReason })
    .where(eq(reviews.id, reviewId))
    .returning();
  return row;
}

export async function findReview(db: Executor, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  return row;
}

export async function findOwnReviews(db: Executor, userId: number, styleIds: readonly number[]) {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.styleId, [...styleIds])))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id));
}

/** The shopper's newest `limit` reviews of any style, whatever their moderation state. */
export async function findShopperReviews(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(limit);
}

const publishedOf = (styleIds: readonly number[]) =>
  and(inArray(reviews.styleId, [...styleIds]), eq(reviews.status, "PUBLISHED"));

/** A page of the styles' published reviews, newest first, with how many there are. */
export async function findPublished(
  db: Executor,
  styleIds: readonly number[],
  page: { offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(publishedOf(styleIds))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(reviews).where(publishedOf(styleIds)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export interface PhotoRow {
  imagePath: string;
  reviewId: number;
  styleId: number;
  authorName: string;
}

/** A page of the photos of the styles' published reviews, newest review first, and how many there are. */
export async function findPhotos(
  db: Executor,
  styleIds: readonly number[],
  page: { offset: number; limit: number },
): Promise<{ rows: PhotoRow[]; total: number }> {
  const photos = sql`(select r.id as "reviewId", r.style_id as "styleId", r.author_name as "authorName",
      r.created_at as "createdAt", p.path as "imagePath", p.position
    from reviews r, unnest(r.images) with ordinality as p(path, position)
    where r.style_id = any(${`{${styleIds.join(",")}}`}::int[]) and r.status = 'PUBLISHED') photos`;
  const [rows, [total]] = await Promise.all([
    queryRows<PhotoRow>(
      db,
      sql`select "imagePath", "reviewId", "styleId", "authorName" from ${photos}
        order by "createdAt" desc, "reviewId" desc, position offset ${page.offset} limit ${page.limit}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${photos}`),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Reviews waiting for moderation, the longest waiting first. */
export async function findWaiting(db: Executor, limit: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.status, "UNDER_MODERATION"))
    .orderBy(asc(reviews.updatedAt), asc(reviews.id))
    .limit(limit);
}

export async function insertImage(db: Executor, values: { name: string; userId: number; bytes: number }) {
  await db.insert(reviewImages).values(values);
}

/** Deletes a photo that no review holds; false when a review holds it or it is gone. */
export async function deleteLooseImage(db: Executor, name: string): Promise<boolean> {
  const rows = await db
    .delete(reviewImages)
    .where(and(eq(reviewImages.name, name), isNull(reviewImages.reviewId)))
    .returning({ name: reviewImages.name });
  return rows.length > 0;
}

/** Who uploaded a photo, and whether a published review shows it; undefined for an unknown photo. */
export async function findImageAccess(
  db: Executor,
  name: string,
): Promise<{ userId: number; published: boolean } | undefined> {
  const [row] = await db
    .select({ userId: reviewImages.userId, status: reviews.status })
    .from(reviewImages)
    .leftJoin(reviews, eq(reviews.id, reviewImages.reviewId))
    .where(eq(reviewImages.name, name));
  return row && { userId: row.userId, published: row.status === "PUBLISHED" };
}

/** Photos the shopper uploaded that no review holds yet. */
export async function countLooseImages(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(reviewImages)
    .where(and(eq(reviewImages.userId, userId), isNull(reviewImages.reviewId)));
  return row?.total ?? 0;
}

/**
 * Of `names`, those the shopper owns that are free for `reviewId` (loose, or already that review's),
 * locked until the transaction ends.
 */
export async function lockUsableImages(
  tx: Transaction,
  userId: number,
  names: readonly string[],
  reviewId: number | null,
): Promise<string[]> {
  if (names.length === 0) return [];
  const free =
    reviewId === null
      ? isNull(reviewImages.reviewId)
      : or(isNull(reviewImages.reviewId), eq(reviewImages.reviewId, reviewId));
  const rows = await tx
    .select({ name: reviewImages.name })
    .from(reviewImages)
    .where(and(eq(reviewImages.userId, userId), inArray(reviewImages.name, [...names]), free))
    .for("update");
  return rows.map((row) => row.name);
}

export async function attachImages(tx: Transaction, reviewId: number, names: readonly string[]) {
  if (names.length === 0) return;
  await tx
    .update(reviewImages)
    .set({ reviewId })
    .where(inArray(reviewImages.name, [...names]));
}

/** Deletes the review's photos other than `kept`; answers the names deleted. */
export async function deleteImagesDroppedFrom(
  tx: Transaction,
  reviewId: number,
  kept: readonly string[],
): Promise<string[]> {
  const dropped = kept.length > 0 ? sql`not (${inArray(reviewImages.name, [...kept])})` : sql`true`;
  const rows = await tx
    .delete(reviewImages)
    .where(and(eq(reviewImages.reviewId, reviewId), dropped))
    .returning({ name: reviewImages.name });
  return rows.map((row) => row.name);
}

/** Deletes the shopper's photo; answers the review that held it (null for a loose one), or undefined. */
export async function deleteOwnImage(
  tx: Transaction,
  userId: number,
  name: string,
): Promise<{ reviewId: number | null } | undefined> {
  const [row] = await tx
    .delete(reviewImages)
    .where(and(eq(reviewImages.userId, userId), eq(reviewImages.name, name)))
    .returning({ reviewId: reviewImages.reviewId });
  return row;
}

/** Takes a photo out of its review, which goes back to moderation (an edit). */
export async function removePhotoFromReview(tx: Transaction, reviewId: number, imagePath: string) {
  await tx
    .update(reviews)
    .set({
      images: sql`array_remove(${reviews.images}, ${imagePath})`,
      status: "UNDER_MODERATION",
      rejectionReason: null,
      updatedAt: new Date(),
    })
    .where(eq(reviews.id, reviewId));
}
