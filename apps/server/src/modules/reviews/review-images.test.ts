import { MESSAGES, REVIEWS } from "@odin/contracts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createPictureQueue } from "../../platform/picture-queue";
import { reencodeReviewImage as reencode, sniffImageType } from "./review-images";

const queue = createPictureQueue(2);
const reencodeReviewImage = (bytes: Buffer) => reencode(bytes, queue);

const picture = (format: "jpeg" | "png" | "webp", width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** The EXIF tag that points at the GPS directory (0x8825, type LONG), little-endian as sharp writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);
const EXIF_HEADER = Buffer.from("Exif\0\0", "latin1");

/** A JPEG taken "on a phone": EXIF with a GPS position, a camera serial number, turned 90°. */
const phoneJpeg = async () => {
  const tagged = await sharp({ create: { width: 60, height: 20, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "OdinPhone", Model: "Secret Model" },
      IFD2: { BodySerialNumber: "SERIAL-12345" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "12/1 58/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 35/1 0/1",
      },
    })
    .toBuffer();
  return sharp(tagged).keepExif().withMetadata({ orientation: 6 }).jpeg().toBuffer();
};

describe("review photos", () => {
  it("recognises JPEG, PNG and WebP by their bytes", async () => {
    expect(sniffImageType(await picture("jpeg"))).toBe("image/jpeg");
    expect(sniffImageType(await picture("png"))).toBe("image/png");
    expect(sniffImageType(await picture("webp"))).toBe("image/webp");
    expect(sniffImageType(Buffer.from("GIF89a........"))).toBeUndefined();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
  });

  it("re-encodes to WebP without any of the original's metadata", async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("SERIAL-12345"))).toBe(true);
    expect(before.exif?.includes(GPS_POINTER)).toBe(true);
    expect(before.orientation).toBe(6);

    const stored = await reencodeReviewImage(original);
    if (!stored.ok) throw new Error(stored.problem.detail);
    const after = await sharp(stored.value).metadata();
    expect(after.format).toBe("webp");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(stored.value.includes(Buffer.from("OdinPhone"))).toBe(false);
    expect(stored.value.includes(Buffer.from("SERIAL-12345"))).toBe(false);
    expect(stored.value.includes(GPS_POINTER)).toBe(false);
    expect(stored.value.includes(EXIF_HEADER)).toBe(false);
    // Orientation 6 (turned 90°) is applied to the pixels before the metadata goes.
    expect([after.width, after.height]).toEqual([20, 60]);
  });

  it("scales a large photo down to the longest side allowed", async () => {
    const stored = await reencodeReviewImage(await picture("png", REVIEWS.maxImageEdge * 2, 100));
    if (!stored.ok) throw new Error(stored.problem.detail);
    const { width, height } = await sharp(stored.value).metadata();
    expect(width).toBe(REVIEWS.maxImageEdge);
    expect(height).toBe(50);
  });

  it("refuses what is not a picture, even named as one, and a truncated picture", async () => {
    const text = await reencodeReviewImage(Buffer.from("just some text, saved as photo.jpg"));
    expect(text.ok ? undefined : text.problem.detail).toBe(MESSAGES.reviews.notAnImage);
    const jpeg = await picture("jpeg");
    const truncated = await reencodeReviewImage(jpeg.subarray(0, 40));
    expect(truncated.ok ? undefined : truncated.problem.name).toBe("notAnImage");
  });

  it("refuses a picture of more than 24 megapixels from its header, and takes one of 24", async () => {
    // 8100 × 6050 is 49 megapixels, in a PNG of a few hundred kilobytes.
    const decodedBefore = queue.stats().done;
    const huge = await reencodeReviewImage(await picture("png", 8100, 6050));
    expect(huge.ok ? "stored" : huge.problem.name).toBe("imageTooManyPixels");
    expect(huge.ok ? undefined : huge.problem.detail).toBe(MESSAGES.reviews.imageTooManyPixels);
    expect(queue.stats().done).toBe(decodedBefore);

    const fits = await reencodeReviewImage(await picture("png", 6000, 4000));
    if (!fits.ok) throw new Error(fits.problem.detail);
    expect((await sharp(fits.value).metadata()).width).toBe(REVIEWS.maxImageEdge);
  });

  it("refuses a file above the size limit before decoding it", async () => {
    const tooLarge = Buffer.alloc(REVIEWS.maxImageBytes + 1);
    tooLarge.set([0xff, 0xd8, 0xff]);
    const answer = await reencodeReviewImage(tooLarge);
    expect(answer.ok ? undefined : answer.problem.detail).toBe(MESSAGES.reviews.imageTooLarge);
  });
});
