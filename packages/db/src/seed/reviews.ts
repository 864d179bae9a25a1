import { createRandom } from "./random";
import type { SkuRow } from "./skus";
import { SEED_EPOCH, type StyleRow } from "./styles";

/** Review rows as columns (hundreds of thousands for the benchmark catalog). */
export interface ReviewColumns {
  styleId: number[];
  authorName: string[];
  rating: number[];
  text: string[];
  colour: string[];
  size: string[];
  status: string[];
  createdAt: Date[];
}

const REVIEWED_SHARE = 0.45;
const DAY_MS = 86_400_000;
const AUTHORS = [
  "Ananya",
  "Rohan",
  "Priya",
  "Arjun",
  "Meera",
  "Karthik",
  "Sneha",
  "Aditya",
  "Divya",
  "Rahul",
  "Neha",
  "Siddharth",
  "Pooja",
  "Vivek",
  "Ishita",
  "Manish",
  "Kavya",
  "Nikhil",
  "Tanvi",
  "Harsh",
];
/** Ratings 1-5 with their weights: most shoppers who write are pleased. */
const RATING_WEIGHTS = [3, 4, 10, 33, 50];
const TEXTS: Record<number, readonly string[]> = {
  5: [
    "Loved it. The fit is exactly as described and the colour is true to the pictures.",
    "Excellent quality for the price. Washed it twice and it still looks new.",
    "Very comfortable and looks great. Got compliments the first day I wore it.",
  ],
  4: [
    "Good product, fits well. The fabric could be a little softer.",
    "Nice colour and finish. Delivery was quick. Would buy again.",
    "Worth the price. Size runs slightly large, so order one size down.",
  ],
  3: [
    "Decent, but the colour is a shade lighter than on the site.",
    "Average quality. It is fine for everyday use.",
  ],
  2: ["The stitching came loose after a few washes.", "Fit was not as expected; I had to return it."],
  1: ["Not happy with the quality. The fabric feels thin."],
};

/**
 * Seeded reviews: about 45% of styles carry 1-12 reviews, nearly all published, a few under
 * moderation or rejected. The size is one the style comes in.
 */
export function generateReviews(styles: readonly StyleRow[], skus: readonly SkuRow[]): ReviewColumns {
  const columns: ReviewColumns = {
    styleId: [],
    authorName: [],
    rating: [],
    text: [],
    colour: [],
    size: [],
    status: [],
    createdAt: [],
  };
  const sizesByStyle = new Map<number, string[]>();
  for (const sku of skus) {
    const sizes = sizesByStyle.get(sku.styleId) ?? [];
    sizes.push(sku.size);
    sizesByStyle.set(sku.styleId, sizes);
  }
  for (const style of styles) {
    const rng = createRandom(`reviews:${style.id}`);
    if (!rng.chance(REVIEWED_SHARE)) continue;
    const count = rng.int(1, 12);
    const sizes = sizesByStyle.get(style.id) ?? ["Free Size"];
    for (let i = 0; i < count; i++) {
      const rating = rng.weighted([1, 2, 3, 4, 5], (r) => RATING_WEIGHTS[r - 1] ?? 0);
      const roll = rng.next();
      columns.styleId.push(style.id);
      columns.authorName.push(rng.pick(AUTHORS));
      columns.rating.push(rating);
      columns.text.push(rng.pick(TEXTS[rating] ?? []));
      columns.colour.push(style.colour);
      columns.size.push(rng.pick(sizes));
      columns.status.push(roll < 0.92 ? "PUBLISHED" : roll < 0.97 ? "UNDER_MODERATION" : "REJECTED");
      columns.createdAt.push(new Date(SEED_EPOCH.getTime() - rng.int(0, 150) * DAY_MS));
    }
  }
  return columns;
}
