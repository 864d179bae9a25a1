import { fail, ok, REVIEWS, type Result, reviewsProblems } from "@odin/contracts";
import sharp from "sharp";
import type { PictureQueue } from "../../platform/picture-queue";
import { photoDimensions } from "../media";

/** What an uploaded file really is, read from its first bytes (its name and declared type are ignored). */
export function sniffImageType(bytes: Uint8Array): (typeof REVIEWS.imageTypes)[number] | undefined {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return undefined;
}

/**
 * A review photo as we store it: a JPEG, PNG or WebP of at most `REVIEWS.maxImageBytes` and
 * `REVIEWS.maxImagePixels` (read from its header before anything is decoded), turned upright by its
 * EXIF orientation, scaled down to `REVIEWS.maxImageEdge` on its longest side and re-encoded to WebP
 * through the process's picture queue. Sharp writes no metadata unless asked, so EXIF (GPS position,
 * camera serial), XMP and ICC data never reach the stored file.
 */
export async function reencodeReviewImage(
  bytes: Buffer,
  queue: PictureQueue,
): Promise<Result<Buffer, "notAnImage" | "imageTooLarge" | "imageTooManyPixels">> {
  if (bytes.length > REVIEWS.maxImageBytes) return fail(reviewsProblems.imageTooLarge());
  if (!sniffImageType(bytes)) return fail(reviewsProblems.notAnImage());
  const size = await photoDimensions(bytes);
  if (!size) return fail(reviewsProblems.notAnImage());
  if (size.width * size.height > REVIEWS.maxImagePixels) return fail(reviewsProblems.imageTooManyPixels());
  try {
    const webp = await queue.run(() =>
      sharp(bytes, { failOn: "error", limitInputPixels: REVIEWS.maxImagePixels })
        .rotate()
        .resize({
          width: REVIEWS.maxImageEdge,
          height: REVIEWS.maxImageEdge,
          fit: "inside",
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer(),
    );
    return ok(webp);
  } catch {
    return fail(reviewsProblems.notAnImage());
  }
}
