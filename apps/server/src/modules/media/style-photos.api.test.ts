import { productDetail, stylePhotos } from "@odin/contracts";
import { schema } from "@odin/db";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import { multipartFile } from "../../testing/multipart";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

/** A style's photographs from the back office: upload, order, remove, each audited. */

const test = useTestApp();
let manager: TestStaff;
let reader: TestStaff;
let size: FixtureSize;

beforeAll(async () => {
  manager = await staffWith(test, ["catalogue:read", "catalogue:write"]);
  reader = await staffWith(test, ["catalogue:read"]);
  size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 1 });
});

const photoJpeg = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Copyright: "Odin test", Make: "Camera" } })
    .toBuffer();

async function upload(view: string, bytes: Buffer, staff = manager) {
  const { payload, contentType } = multipartFile("photo", bytes);
  return test.app.inject({
    method: "POST",
    url: `/admin/api/styles/${size.styleId}/photos/${view}`,
    headers: { ...staff.headers, "content-type": contentType },
    payload,
  });
}

const product = async () =>
  productDetail.parse(
    (
      await test.app.inject({
        method: "POST",
        url: "/api/product/details",
        headers: CLIENT_HEADERS,
        payload: { styleId: size.styleId },
      })
    ).json(),
  );

describe("a style's photographs", () => {
  it("refuses a staff member of another brand, to read and to change", async () => {
    const brands = await test.database.db.select({ id: schema.brands.id }).from(schema.brands);
    const other = brands.find((brand) => brand.id !== size.brandId)?.id as number;
    const role = await createRole(test, ["catalogue:read", "catalogue:write"]);
    const elsewhere = await signInStaff(test, await createStaff(test, role, { brandIds: [other] }));
    const read = await test.app.inject({
      method: "GET",
      url: `/admin/api/styles/${size.styleId}/photos`,
      headers: elsewhere.headers,
    });
    expect(read.statusCode).toBe(403);
    expect((await upload("front", await photoJpeg(), elsewhere)).statusCode).toBe(403);
    const order = await test.app.inject({
      method: "PUT",
      url: `/admin/api/styles/${size.styleId}/photos`,
      headers: elsewhere.headers,
      payload: { views: ["front"] },
    });
    expect(order.statusCode).toBe(403);
  });

  it("uploads a view's photograph, re-encoded without its metadata, shown on the product page", async () => {
    const answer = await upload("back", await photoJpeg());
    expect(answer.statusCode, answer.body).toBe(200);
    const photos = stylePhotos.parse(answer.json());
    const back = photos.views.find((view) => view.view === "back");
    expect(back).toMatchObject({
      shown: true,
      photo: expect.stringMatching(/^\/img\/s\/\d+\/back\/\w+\/thumbnail\.webp$/),
    });
    const served = await test.app.inject({ method: "GET", url: back?.photo as string });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const images = (await product()).images.map((set) => set.thumbnail);
    expect(images).toContain(back?.photo);
  });

  it("chooses the views shown, in order, and refuses a view named twice", async () => {
    const answer = await test.app.inject({
      method: "PUT",
      url: `/admin/api/styles/${size.styleId}/photos`,
      headers: manager.headers,
      payload: { views: ["back", "front"] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const photos = stylePhotos.parse(answer.json());
    expect(photos.views.map((view) => [view.view, view.shown])).toEqual([
      ["back", true],
      ["front", true],
      ["detail", false],
    ]);
    expect((await product()).images[0]?.thumbnail).toContain("/back/");
    const twice = await test.app.inject({
      method: "PUT",
      url: `/admin/api/styles/${size.styleId}/photos`,
      headers: manager.headers,
      payload: { views: ["back", "back"] },
    });
    expect(twice.statusCode).toBe(400);
  });

  it("removes a photograph: the drawing shows again and the files are gone", async () => {
    const before = stylePhotos.parse(
      (
        await test.app.inject({
          method: "GET",
          url: `/admin/api/styles/${size.styleId}/photos`,
          headers: reader.headers,
        })
      ).json(),
    );
    const photo = before.views.find((view) => view.view === "back")?.photo as string;
    const answer = await test.app.inject({
      method: "DELETE",
      url: `/admin/api/styles/${size.styleId}/photos/back`,
      headers: manager.headers,
      payload: {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(stylePhotos.parse(answer.json()).views.find((view) => view.view === "back")?.photo).toBeNull();
    expect((await test.app.inject({ method: "GET", url: photo })).statusCode).toBe(404);
  });

  it("refuses what is not a picture, a reader's upload, and records every change in the style's history", async () => {
    const notPicture = await upload("front", Buffer.from("not a picture at all"));
    expect(notPicture.statusCode).toBe(400);
    expect(problemOf(notPicture)?.detail).toContain("Not an image");
    expect((await upload("front", await photoJpeg(), reader)).statusCode).toBe(403);
    const page = await test.app.inject({
      method: "GET",
      url: `/admin/api/styles/${size.styleId}`,
      headers: manager.headers,
    });
    const actions = page.json().audit.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(["photo-upload", "photo-order", "photo-remove"]);
  });
});
