import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AUTH_COOKIES } from "@odin/contracts";
import { schema } from "@odin/db";
import { inArray, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";
import { createUser, signIn, type TestUser } from "./auth";
import { multipartFile } from "./multipart";
import { CLIENT_HEADERS, createTestApp, type OwnedTestApp } from "./test-app";

/** Test kit of the review API tests: an app with its own photo directory, shoppers, orders, uploads. */

export interface Reviewer {
  user: TestUser;
  token: string;
}

export interface ReviewsTestApp extends OwnedTestApp {
  shopper(): Promise<Reviewer>;
  /** A placed order of `styleId` for the shopper (`CANCELLED` makes a cancelled one). */
  buy(reviewer: Reviewer, styleId: number, status?: "PLACED" | "CANCELLED"): Promise<void>;
  call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    caller?: Reviewer,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  upload(
    caller: Reviewer | undefined,
    bytes: Buffer,
    filename?: string,
    type?: string,
  ): Promise<LightMyRequestResponse>;
  /** A photo's address fetched as a browser does: with the caller's access-token cookie, or none. */
  photo(imagePath: string, caller?: Reviewer): Promise<LightMyRequestResponse>;
}

/**
 * The test app, with photos kept in a temporary directory that `close()` removes with the test's rows.
 * `env` adds settings to the test configuration.
 */
export async function createReviewsTestApp(env: Record<string, string> = {}): Promise<ReviewsTestApp> {
  const dir = await mkdtemp(join(tmpdir(), "odin-review-photos-"));
  const test = await createTestApp({ env: { ...env, ODIN_STORAGE_DIR: dir } });
  const users: number[] = [];
  /** Names of the photos uploaded, whose clean-up jobs go with them. */
  const photos: string[] = [];
  const { db } = test.database;

  const call: ReviewsTestApp["call"] = (method, url, caller, payload) => {
    const { "content-type": _json, ...bodiless } = CLIENT_HEADERS;
    const headers: Record<string, string> = payload ? { ...CLIENT_HEADERS } : bodiless;
    if (caller) headers.authorization = `Bearer ${caller.token}`;
    return test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };

  return {
    ...test,
    call,
    async shopper() {
      const user = await createUser(test);
      users.push(user.id);
      const response = await signIn(test, user.email, user.password);
      expect(response.statusCode, response.body).toBe(200);
      return { user, token: response.json().access_token as string };
    },
    async buy(reviewer, styleId, status = "PLACED") {
      const key = `test-${reviewer.user.id}-${styleId}-${status}`;
      await db.execute(sql`with placed as (
          insert into orders (order_number, user_id, status, pincode, shipping_address, pricing, total,
            idempotency_key, request_hash)
          values (${key}, ${reviewer.user.id}, ${status}, '400001', '{}'::jsonb, '{"lines":[],"total":0}'::jsonb, 0, ${key}, ${key})
          returning id)
        insert into order_items (order_id, sku_id, style_id, brand_id, fc_id, quantity, mrp, unit_price,
          line_total, hsn_code, gst_rate, gst_amount, shipping_method, product, status, expected_delivery)
        select placed.id, k.id, s.id, s.brand_id, 1, 1, k.mrp, k.price, k.price, s.hsn_code, 0, 0, 'standard',
          '{}'::jsonb, ${status === "PLACED" ? "DELIVERED" : "CANCELLED"}, current_date
        from placed, styles s join lateral (select * from skus where style_id = s.id limit 1) k on true
        where s.id = ${styleId}`);
    },
    async upload(caller, bytes, filename = "photo.jpg", type = "image/jpeg") {
      const { payload, contentType } = multipartFile("image", bytes, filename, type);
      const headers: Record<string, string> = {
        module: CLIENT_HEADERS.module,
        accept: CLIENT_HEADERS.accept,
        "content-type": contentType,
      };
      if (caller) headers.authorization = `Bearer ${caller.token}`;
      const response = await test.app.inject({
        method: "POST",
        url: "/api/reviews/images",
        headers,
        payload,
      });
      const imagePath = response.statusCode === 200 ? (response.json().imagePath as string) : undefined;
      if (imagePath) photos.push(imagePath.slice("/review-images/".length, -".webp".length));
      return response;
    },
    photo(imagePath, caller) {
      const cookies = caller ? { [AUTH_COOKIES.accessToken]: caller.token } : undefined;
      return test.app.inject({ method: "GET", url: imagePath, ...(cookies ? { cookies } : {}) });
    },
    async close() {
      if (users.length > 0) {
        await db.delete(schema.reviews).where(inArray(schema.reviews.userId, users));
        await db.delete(schema.reviewImages).where(inArray(schema.reviewImages.userId, users));
        await db.delete(schema.orders).where(inArray(schema.orders.userId, users));
        await db.delete(schema.users).where(inArray(schema.users.id, users));
      }
      if (photos.length > 0) await db.delete(schema.jobs).where(inArray(schema.jobs.key, photos));
      await test.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A small JPEG as a phone writes it, with a GPS position in its EXIF. */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#aa3355" } })
    .jpeg()
    .withExif({ IFD0: { Make: "OdinPhone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1" } })
    .toBuffer();
}
