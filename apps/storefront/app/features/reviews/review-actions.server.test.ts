import { fail, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../../testing/load-context";
import { reviewAction } from "./review-actions.server";

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const STORED = "/review-images/0b0c2b4e-5d7a-4f6e-9a1b-2c3d4e5f6a7b.webp";
const KEPT = "/review-images/1b0c2b4e-5d7a-4f6e-9a1b-2c3d4e5f6a7b.webp";

const reviews = { uploadImage: vi.fn(), write: vi.fn(), edit: vi.fn() };
const services = { reviews } as never;

beforeEach(() => {
  for (const call of Object.values(reviews)) call.mockReset();
  reviews.uploadImage.mockResolvedValue(ok({ imagePath: STORED }));
  reviews.write.mockResolvedValue(ok({}));
  reviews.edit.mockResolvedValue(ok({}));
});

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

/** Posts the form as a browser without scripts does: multipart, with its files. */
async function post(
  fields: Record<string, string | string[]>,
  files: File[] = [],
  shopper: Shopper | null = SHOPPER,
) {
  const body = new FormData();
  body.set("intent", "saveReview");
  for (const [name, value] of Object.entries(fields)) {
    for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
  }
  for (const file of files) body.append("photos", file);
  const request = new Request("https://shop.example.in/writereview/101", { method: "POST", body });
  const { context } = testLoadContext({ services, ...(shopper ? { shopper } : {}) });
  return (await reviewAction({ request, context, params: { styleId: "101" } } as never)) as unknown as Answer;
}

const photo = (bytes = 10) => new File([new Uint8Array(bytes).fill(7)], "kurta.jpg", { type: "image/jpeg" });

describe("the write and edit form's action", () => {
  it("stores the picked photos and writes the review with them, through the contract", async () => {
    const answer = await post({ rating: "5", text: "  Lovely colour.  ", colour: "Red", size: "M" }, [
      photo(),
    ]);
    expect(answer.data).toMatchObject({
      intent: "saveReview",
      ok: true,
      message: MESSAGES.reviews.submitted,
    });
    expect(reviews.uploadImage).toHaveBeenCalledTimes(1);
    expect(reviews.uploadImage.mock.calls[0]?.[0]).toEqual(new Uint8Array(10).fill(7));
    expect(reviews.write).toHaveBeenCalledWith({
      styleId: 101,
      rating: 5,
      text: "  Lovely colour.  ",
      colour: "Red",
      size: "M",
      images: [STORED],
    });
  });

  it("edits the shopper's review with the photos kept and the new ones", async () => {
    const answer = await post({ reviewId: "7", rating: "3", text: "Faded after a wash.", images: [KEPT] }, [
      photo(),
    ]);
    expect(answer.data).toMatchObject({ ok: true, message: MESSAGES.reviews.updated });
    expect(reviews.edit).toHaveBeenCalledWith(7, {
      rating: 3,
      text: "Faded after a wash.",
      images: [KEPT, STORED],
    });
    expect(reviews.write).not.toHaveBeenCalled();
  });

  it("refuses photos without text, keeping the stored photos and what was typed", async () => {
    const answer = await post({ rating: "4", text: "" }, [photo()]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: { text: MESSAGES.reviews.descriptionRequiredWithImage },
      values: { rating: "4", images: STORED },
    });
    expect(reviews.write).not.toHaveBeenCalled();
  });

  it("says why a photo was not stored, and that a rating is needed", async () => {
    reviews.uploadImage.mockResolvedValue(
      fail({ name: "notAnImage", status: 415, code: "X", detail: MESSAGES.reviews.notAnImage }),
    );
    const answer = await post({ text: "Nice fabric overall." }, [photo()]);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: { images: MESSAGES.reviews.notAnImage, rating: MESSAGES.reviews.ratingRequired },
    });
  });

  it("ignores the empty file part a form without a picked photo sends", async () => {
    await post({ rating: "2", text: "" }, [new File([], "", { type: "application/octet-stream" })]);
    expect(reviews.uploadImage).not.toHaveBeenCalled();
    expect(reviews.write).toHaveBeenCalledWith(expect.objectContaining({ rating: 2, images: [] }));
  });

  it("passes on the service's refusal with its status, keeping the text", async () => {
    reviews.write.mockResolvedValue(
      fail({ name: "notPurchased", status: 403, code: "FORBIDDEN", detail: MESSAGES.reviews.notPurchased }),
    );
    const answer = await post({ rating: "5", text: "I did not buy it." });
    expect(answer.init?.status).toBe(403);
    expect(answer.data).toMatchObject({
      ok: false,
      message: MESSAGES.reviews.notPurchased,
      values: { text: "I did not buy it." },
    });
  });

  it("keeps what was typed when the review cannot be saved for a reason of ours", async () => {
    reviews.write.mockRejectedValue(new Error("database gone"));
    const answer = await post({ rating: "5", text: "Still here after the failure." });
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toMatchObject({
      ok: false,
      message: MESSAGES.reviews.genericError,
      values: { text: "Still here after the failure." },
    });
  });

  it("asks a guest to log in, storing nothing", async () => {
    const answer = await post({ rating: "5", text: "Guest text." }, [photo()], null);
    expect(answer.init?.status).toBe(401);
    expect(answer.data).toMatchObject({ ok: false, message: MESSAGES.session.loginToContinue });
    expect(reviews.uploadImage).not.toHaveBeenCalled();
  });
});
