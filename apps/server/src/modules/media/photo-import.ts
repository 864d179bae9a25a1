import {
  fail,
  IMAGE_SIZES,
  type ImageSize,
  type ImageView,
  type MediaProblem,
  mediaProblems,
  ok,
  type Result,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { ObjectStorage } from "../../platform/storage";
import { savePhoto, styleExists } from "./media.repo";
import { encodePhoto, photoDimensions, photoKey } from "./photo-encode";

const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];

/**
 * Imports a photograph of a style's view: its size read from its header and refused above
 * `maxPixels` before anything is decoded, re-encoded (photo-encode.ts), written to storage first,
 * then recorded in one transaction with the style's change, so an address is never handed out
 * before its pictures exist; the replaced version's pictures are deleted afterwards.
 */
export async function importPhoto(
  deps: { db: Database; storage: ObjectStorage; maxPixels: number },
  photo: { styleId: number; view: ImageView; bytes: Buffer },
  /** What else the recording transaction writes (the back office's audit entry). */
  alsoRecord?: (tx: Transaction, versions: { version: string; replaced: string | null }) => Promise<void>,
): Promise<Result<{ version: string; replaced: string | null }, MediaProblem>> {
  const { db, storage, maxPixels } = deps;
  const { styleId, view } = photo;
  if (!(await styleExists(db, styleId))) return fail(mediaProblems.unknownStyle(styleId));
  const size = await photoDimensions(photo.bytes);
  if (!size) return fail(mediaProblems.notAnImage());
  const { width, height } = size;
  if (width * height > maxPixels) return fail(mediaProblems.tooManyPixels(width, height, maxPixels));
  let encoded: Awaited<ReturnType<typeof encodePhoto>>;
  try {
    encoded = await encodePhoto(photo.bytes, maxPixels);
  } catch {
    return fail(mediaProblems.notAnImage());
  }
  const { version, sizes } = encoded;
  for (const size of SIZES)
    await storage.put(photoKey(styleId, view, version, size), sizes[size], "image/webp");
  const replaced = await db.transaction(async (tx) => {
    const before = await savePhoto(tx, { styleId, view, version });
    await alsoRecord?.(tx, { version, replaced: before });
    return before;
  });
  if (replaced && replaced !== version) {
    for (const size of SIZES) await storage.delete(photoKey(styleId, view, replaced, size));
  }
  return ok({ version, replaced });
}
