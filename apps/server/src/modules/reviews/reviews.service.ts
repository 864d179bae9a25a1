import { randomUUID } from "node:crypto";
import {
  type CustomerPhotos,
  fail,
  ok,
  type ProductReviews,
  REVIEWS,
  type Result,
  type Review,
  type ReviewEditRequest,
  type ReviewList,
  type ReviewProblem,
  type ReviewRequest,
  reviewsProblems,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import { enqueue } from "../../platform/jobs";
import type { PictureQueue } from "../../platform/picture-queue";
import type { Limiter } from "../../platform/rate-limit";
import type { ObjectStorage, StoredObject } from "../../platform/storage";
import type { ChangeFeed } from "../catalog";
import { DependentLru } from "../product";
import { reencodeReviewImage } from "./review-images";
import { imageNameOf, imagePathOf, pagesOf, storageKeyOf, toReview } from "./review-view";
import * as repo from "./reviews.repo";
import { DROP_UNUSED_REVIEW_PHOTO, UNUSED_PHOTO_KEPT_MS } from "./unused-photos";

/** Photos a shopper may hold that no review carries yet (uploaded, review not sent). */
const MAX_LOOSE_IMAGES = REVIEWS.maxImages * 4;

export interface PageQuery {
  styleIds: number[];
  pageNumber: number;
  pageSize: number;
}

export interface ReviewsService {
  uploadImage(userId: number, bytes: Buffer): Promise<Result<{ imagePath: string }, ReviewProblem>>;
  deleteImage(userId: number, imagePath: string): Promise<Result<void, ReviewProblem>>;
  write(userId: number, request: ReviewRequest): Promise<Result<Review, ReviewProblem>>;
  edit(userId: number, reviewId: number, request: ReviewEditRequest): Promise<Result<Review, ReviewProblem>>;
  /** Whether the shopper bought the style, so may review it. */
  canReview(userId: number, styleId: number): Promise<boolean>;
  /** The shopper's own reviews of the styles, whatever their moderation state. */
  own(userId: number, styleIds: readonly number[]): Promise<ReviewList>;
  /** A published review to anyone; the author's own in any state. */
  byId(userId: number | null, reviewId: number): Promise<Result<Review, ReviewProblem>>;
  published(query: PageQuery): Promise<ReviewList>;
  photos(query: PageQuery): Promise<CustomerPhotos>;
  /** The product page's block, kept in process until a review of the style changes. */
  productReviews(styleId: number): Promise<ProductReviews>;
  /**
   * A stored photo by its address, for serving: a published review's to anyone (`published`), any
   * other (under moderation, rejected, or in no review yet) to the shopper who uploaded it only.
   * `viewer` names the asking shopper (null for a visitor); it is asked only for a photo not published.
   */
  image(
    imagePath: string,
    viewer: () => Promise<number | null>,
  ): Promise<{ photo: StoredObject; published: boolean } | null>;
}

export interface ReviewsDeps {
  db: Database;
  storage: ObjectStorage;
  changes: ChangeFeed;
  /** Where uploaded photos wait their turn to be decoded and re-encoded. */
  pictures: PictureQueue;
  /** Reviews written or edited by one shopper (each goes back to moderation). */
  writes: Limiter;
  /** Photos uploaded by one shopper (each is decoded and re-encoded). */
  uploads: Limiter;
}

/** Reviews with photos (spec 2 §2-§5, §7): writing, editing, reading; moderation is reviews-moderation.ts. */
export function createReviewsService({
  db,
  storage,
  changes,
  pictures,
  writes,
  uploads,
}: ReviewsDeps): ReviewsService {
  const blocks = new DependentLru<ProductReviews>(5_000);
  /** Bumped by every change: a block built across one may hold old reviews and is not kept. */
  let generation = 0;
  changes.subscribe((change) => {
    generation++;
    if (change.all) blocks.clear();
    else blocks.invalidate(change.styleIds);
  });

  /** The request's photo names, or the problem when one is not the shopper's to use. */
  async function usableImages(
    tx: Transaction,
    userId: number,
    images: readonly string[],
    reviewId: number | null,
  ): Promise<Result<string[], ReviewProblem>> {
    const names = [...new Set(images.map(imageNameOf))];
    if (names.some((name) => name === undefined)) return fail(reviewsProblems.unknownImage());
    const usable = await repo.lockUsableImages(tx, userId, names as string[], reviewId);
    return usable.length === names.length ? ok(names as string[]) : fail(reviewsProblems.unknownImage());
  }

  const fieldsOf = (request: ReviewEditRequest, names: readonly string[]): repo.ReviewFields => ({
    rating: request.rating,
    text: request.text.trim(),
    colour: request.colour || null,
    size: request.size || null,
    images: names.map(imagePathOf),
  });

  /** Counts a write or an edit of the shopper's; true past the hour's limit. */
  const overWriteLimit = async (userId: number) => (await writes.hit(String(userId))) > writes.points;

  async function page(query: PageQuery): Promise<ReviewList> {
    const { rows, total } = await repo.findPublished(db, query.styleIds, {
      offset: (query.pageNumber - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      reviews: rows.map((row) => toReview(row, false)),
      totalReviews: total,
      totalPages: pagesOf(total, query.pageSize),
      currentPage: query.pageNumber,
    };
  }

  async function photos(query: PageQuery): Promise<CustomerPhotos> {
    const { rows, total } = await repo.findPhotos(db, query.styleIds, {
      offset: (query.pageNumber - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      images: rows,
      totalImages: total,
      totalPages: pagesOf(total, query.pageSize),
      currentPage: query.pageNumber,
    };
  }

  return {
    async uploadImage(userId, bytes) {
      if ((await repo.countLooseImages(db, userId)) >= MAX_LOOSE_IMAGES) {
        return fail(reviewsProblems.tooManyImages());
      }
      if ((await uploads.hit(String(userId))) > uploads.points)
        return fail(reviewsProblems.tooManyPhotoUploads());
      const webp = await reencodeReviewImage(bytes, pictures);
      if (!webp.ok) return webp;
      const name = randomUUID();
      await storage.put(storageKeyOf(name), webp.value, "image/webp");
      const dropAt = new Date(Date.now() + UNUSED_PHOTO_KEPT_MS);
      await db.transaction(async (tx) => {
        await repo.insertImage(tx, { name, userId, bytes: webp.value.length });
        await enqueue(tx, DROP_UNUSED_REVIEW_PHOTO, { name }, { runAt: dropAt, key: name });
      });
      return ok({ imagePath: imagePathOf(name) });
    },

    async deleteImage(userId, imagePath) {
      const name = imageNameOf(imagePath);
      if (!name) return fail(reviewsProblems.unknownImage());
      const deleted = await db.transaction(async (tx) => {
        const row = await repo.deleteOwnImage(tx, userId, name);
        if (row?.reviewId) await repo.removePhotoFromReview(tx, row.reviewId, imagePath);
        return row;
      });
      if (!deleted) return fail(reviewsProblems.unknownImage());
      await storage.delete(storageKeyOf(name));
      return ok(undefined);
    },

    async write(userId, request) {
      if (await overWriteLimit(userId)) return fail(reviewsProblems.tooManyChanges());
      const [exists, bought, authorName] = await Promise.all([
        repo.styleExists(db, request.styleId),
        repo.hasBought(db, userId, request.styleId),
        repo.authorNameOf(db, userId),
      ]);
      if (!exists) return fail(reviewsProblems.unknownStyle());
      if (!bought || authorName === undefined) return fail(reviewsProblems.notPurchased());
      return db.transaction(async (tx) => {
        const names = await usableImages(tx, userId, request.images, null);
        if (!names.ok) return names;
        const row = await repo.insertReview(tx, {
          ...fieldsOf(request, names.value),
          userId,
          styleId: request.styleId,
          authorName,
          verifiedPurchase: true,
        });
        if (!row) return fail(reviewsProblems.alreadyReviewed());
        await repo.attachImages(tx, row.id, names.value);
        return ok(toReview(row, true));
      });
    },

    async edit(userId, reviewId, request) {
      if (await overWriteLimit(userId)) return fail(reviewsProblems.tooManyChanges());
      const answer = await db.transaction(async (tx) => {
        const current = await repo.lockOwnReview(tx, userId, reviewId);
        if (!current) return fail(reviewsProblems.unknownReview());
        const names = await usableImages(tx, userId, request.images, reviewId);
        if (!names.ok) return names;
        const verifiedPurchase = await repo.hasBought(tx, userId, current.styleId);
        const row = await repo.updateReview(tx, reviewId, {
          ...fieldsOf(request, names.value),
          verifiedPurchase,
        });
        await repo.attachImages(tx, reviewId, names.value);
        const dropped = await repo.deleteImagesDroppedFrom(tx, reviewId, names.value);
        return ok({ review: toReview(row, true), dropped });
      });
      if (!answer.ok) return answer;
      await Promise.all(answer.value.dropped.map((name) => storage.delete(storageKeyOf(name))));
      return ok(answer.value.review);
    },

    canReview: (userId, styleId) => repo.hasBought(db, userId, styleId),

    async own(userId, styleIds) {
      const rows = await repo.findOwnReviews(db, userId, styleIds);
      return {
        reviews: rows.map((row) => toReview(row, true)),
        totalReviews: rows.length,
        totalPages: 1,
        currentPage: 1,
      };
    },

    async byId(userId, reviewId) {
      const row = await repo.findReview(db, reviewId);
      const mine = row !== undefined && userId !== null && row.userId === userId;
      if (!row || (!mine && row.status !== "PUBLISHED")) return fail(reviewsProblems.unknownReview());
      return ok(toReview(row, mine));
    },

    published: page,
    photos,

    async productReviews(styleId) {
      await changes.sync();
      const hit = blocks.get(styleId);
      if (hit) return hit;
      const startedAt = generation;
      const query = { styleIds: [styleId], pageNumber: 1 };
      const [list, gallery] = await Promise.all([
        page({ ...query, pageSize: REVIEWS.productPageReviews }),
        photos({ ...query, pageSize: REVIEWS.productPagePhotos }),
      ]);
      const block = { reviews: list.reviews, photos: gallery.images, totalPhotos: gallery.totalImages };
      if (generation === startedAt) blocks.set(styleId, block, [styleId]);
      return block;
    },

    async image(imagePath, viewer) {
      const name = imageNameOf(imagePath);
      const access = name ? await repo.findImageAccess(db, name) : undefined;
      if (!name || !access) return null;
      if (!access.published && access.userId !== (await viewer())) return null;
      const photo = await storage.get(storageKeyOf(name));
      return photo && { photo, published: access.published };
    },
  };
}
