import {
  ADMIN_REVIEWS,
  type AdminReview,
  type AdminReviewDetails,
  type AuditEntry,
  type Permission,
} from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_REPLY_CHARS } from "../features/reviews/review-actions";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import Review, { clientAction as reviewAction, clientLoader as reviewLoader } from "./review";
import Reviews, { clientLoader, ErrorBoundary } from "./reviews";

const PHOTO = "/admin/api/reviews/31/photos/0b7c9a52-1f0e-4d7a-9c1e-2f4b8a6d3e10.webp";

const WAITING: AdminReview = {
  reviewId: 31,
  styleId: 501,
  styleName: "Indigo cotton kurta",
  brandName: "Rangrez",
  author: { name: "Asha P.", userId: 88, email: "asha@example.in" },
  rating: 4,
  text: "Soft cotton, good stitching.",
  colour: "Indigo",
  size: "M",
  images: ["/review-images/0b7c9a52-1f0e-4d7a-9c1e-2f4b8a6d3e10.webp"],
  photos: [PHOTO],
  status: "UNDER_MODERATION",
  verifiedPurchase: true,
  rejectionReason: null,
  reply: null,
  repliedAt: null,
  createdAt: "2026-11-28T09:00:00.000Z",
  updatedAt: "2026-11-28T09:00:00.000Z",
};

const PUBLISHED_ENTRY: AuditEntry = {
  id: 90,
  at: "2026-11-28T10:00:00.000Z",
  actor: { id: 7, name: "Meera Iyer" },
  resource: "review",
  resourceId: "31",
  action: "publish",
  changes: { status: { from: "UNDER_MODERATION", to: "PUBLISHED" } },
  clientAddress: "127.0.0.1",
  userAgent: "test",
};

const details = (review: AdminReview, audit: AuditEntry[] = []): AdminReviewDetails => ({ ...review, audit });

const MODERATOR: Permission[] = ["reviews:read", "reviews:write"];

function renderReviews(path: string, handler: FakeHandler, permissions: Permission[] = MODERATOR) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/reviews", Component: Reviews, loader: clientLoader, ErrorBoundary },
    {
      path: "/reviews/:reviewId",
      Component: Review,
      loader: reviewLoader,
      action: reviewAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

const posts = (server: ReturnType<typeof fakeFetch>) =>
  server.calls
    .filter((call) => call.method !== "GET")
    .map(({ method, url, body }) => ({ method, url, body }));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the moderation queue", () => {
  it("shows the waiting reviews with their style, rating, words, photos and author, paged by the server's cursor", async () => {
    const server = renderReviews("/reviews", () => jsonAnswer(200, { reviews: [WAITING], next: "c1" }));
    const table = await screen.findByRole("table", { name: "Reviews: waiting for moderation" });
    const [, row] = within(table).getAllByRole("row");
    if (!row) throw new Error("no row");
    expect(within(row).getByRole("link", { name: "Review 31" }).getAttribute("href")).toBe("/reviews/31");
    expect(row.textContent).toContain("Indigo cotton kurtaRangrez");
    expect(within(row).getByText("4 out of 5 stars")).toBeTruthy();
    expect(within(row).getByText("Soft cotton, good stitching.")).toBeTruthy();
    const photo = within(row).getByRole("img");
    expect(photo.getAttribute("src")).toBe(PHOTO);
    expect(photo.getAttribute("alt")).toBe("Shopper's upload 1 of 1, review 31: open at full size");
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/reviews?status=UNDER_MODERATION"]);
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/reviews?status=UNDER_MODERATION&after=c1",
    );
    expect(screen.getByRole("link", { name: "Waiting for moderation" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("asks for the state and page the address names, and offers the first page again", async () => {
    const server = renderReviews("/reviews?status=PUBLISHED&after=c1", (call) =>
      jsonAnswer(200, {
        reviews: call.url.includes("PUBLISHED") ? [{ ...WAITING, status: "PUBLISHED" }] : [],
        next: null,
      }),
    );
    await screen.findByRole("table", { name: "Reviews: published" });
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/reviews?status=PUBLISHED&after=c1"]);
    expect(screen.getByRole("link", { name: "First page" }).getAttribute("href")).toBe(
      "/reviews?status=PUBLISHED",
    );
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Rejected" }));
    expect(await screen.findByText("No review is rejected.")).toBeTruthy();
    expect(server.calls.at(-1)?.url).toBe("/admin/api/reviews?status=REJECTED");
  });

  it("says when nothing waits, and when the page of the list is gone", async () => {
    renderReviews("/reviews", () => jsonAnswer(200, { reviews: [], next: null }));
    expect(await screen.findByText("No review is waiting for moderation.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    renderReviews("/reviews?after=forged", () => errorAnswer(404, "NOT_FOUND", "Not found."));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This page of the list is not valid any more",
    );
  });

  it("shows one style's reviews in the state in view, from a GET form kept in the address", async () => {
    const server = renderReviews("/reviews?status=PUBLISHED", (call) => {
      const found = call.url.endsWith("status=PUBLISHED&styleId=501");
      return jsonAnswer(200, {
        reviews: found ? [{ ...WAITING, status: "PUBLISHED" }] : [],
        next: found ? "c2" : null,
      });
    });
    expect(await screen.findByText("No review is published.")).toBeTruthy();
    type("Style id", "501");
    fireEvent.click(screen.getByRole("button", { name: "Show reviews" }));
    const table = await screen.findByRole("table", { name: "Reviews of style 501: published" });
    expect(within(table).getByRole("link", { name: "Review 31" })).toBeTruthy();
    expect(server.calls.at(-1)?.url).toBe("/admin/api/reviews?status=PUBLISHED&styleId=501");
    expect((screen.getByLabelText("Style id") as HTMLInputElement).value).toBe("501");
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/reviews?status=PUBLISHED&styleId=501&after=c2",
    );
    expect(screen.getByRole("link", { name: "Rejected" }).getAttribute("href")).toBe(
      "/reviews?status=REJECTED&styleId=501",
    );
    fireEvent.click(screen.getByRole("link", { name: "Rejected" }));
    expect(await screen.findByText("No review of style 501 is rejected.")).toBeTruthy();
    expect(server.calls.at(-1)?.url).toBe("/admin/api/reviews?status=REJECTED&styleId=501");
    fireEvent.click(screen.getByRole("link", { name: "All styles" }));
    expect(await screen.findByText("No review is rejected.")).toBeTruthy();
    expect(server.calls.at(-1)?.url).toBe("/admin/api/reviews?status=REJECTED");
    expect((screen.getByLabelText("Style id") as HTMLInputElement).value).toBe("");
  });

  it("says a style id is a number without asking the server, and shows the server's refusal of one past its range", async () => {
    const server = renderReviews("/reviews?styleId=kurta", () =>
      jsonAnswer(200, { reviews: [], next: null }),
    );
    const problem = await screen.findByRole("alert");
    expect(problem.textContent).toBe(
      "The style id is a number, digits only: the id of a style in the catalogue.",
    );
    expect(screen.getByLabelText("Style id").getAttribute("aria-describedby")).toBe(problem.id);
    expect((screen.getByLabelText("Style id") as HTMLInputElement).value).toBe("kurta");
    expect(server.calls).toEqual([]);
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    renderReviews("/reviews?styleId=9999999999", () =>
      errorAnswer(400, "VALIDATION_FAILED", "styleId: Too big: expected number to be <=2147483647"),
    );
    expect((await screen.findByRole("alert")).textContent).toContain("styleId");
  });

  it("tells a role without reviews:read so, without asking the server", async () => {
    const server = renderReviews("/reviews", () => jsonAnswer(200, { reviews: [], next: null }), [
      "jobs:read",
    ]);
    expect(await screen.findByRole("heading", { name: "Your role does not allow this" })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});

describe("a review's page", () => {
  it("shows the review, its rating, style, author, photos and history", async () => {
    const published = {
      ...WAITING,
      status: "PUBLISHED" as const,
      reply: "Thank you!",
      repliedAt: WAITING.createdAt,
    };
    renderReviews("/reviews/31", () => jsonAnswer(200, details(published, [PUBLISHED_ENTRY])), [
      ...MODERATOR,
      "customers:read",
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Review 31" })).toBeTruthy();
    expect(screen.getByText("Soft cotton, good stitching.")).toBeTruthy();
    expect(screen.getByText("4 out of 5 stars")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Asha P." }).getAttribute("href")).toBe("/customers/88");
    expect(
      screen.getByRole("link", { name: "The style's published reviews on the store" }).getAttribute("href"),
    ).toBe("/allreviews/501");
    expect(screen.getByRole("heading", { name: "Reply from the store" })).toBeTruthy();
    const photo = screen.getByRole("link", { name: "Shopper's upload 1 of 1, review 31: open at full size" });
    expect(photo.getAttribute("href")).toBe(PHOTO);
    const history = screen.getByRole("table", { name: "This record's history" });
    expect(within(history).getByText("publish")).toBeTruthy();
    // Published: it may be rejected or replied to, not published again.
    expect(screen.queryByRole("button", { name: "Publish review" })).toBeNull();
    expect(screen.getByRole("button", { name: "Reject review" })).toBeTruthy();
    expect((screen.getByLabelText("Reply") as HTMLTextAreaElement).value).toBe("Thank you!");
  });

  it("publishes a waiting review and shows it published", async () => {
    let review = WAITING;
    const server = renderReviews("/reviews/31", (call) => {
      if (call.method === "GET") return jsonAnswer(200, details(review));
      review = { ...WAITING, status: "PUBLISHED" };
      return jsonAnswer(200, review);
    });
    fireEvent.click(await screen.findByRole("button", { name: "Publish review" }));
    expect((await screen.findByText(/^Published:/)).textContent).toBe(
      "Published: the review is on the product page and counts in the style's rating.",
    );
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Publish review" })).toBeNull());
    expect(posts(server)).toEqual([{ method: "POST", url: "/admin/api/reviews/31/publish", body: {} }]);
    expect(server.calls.find((call) => call.method === "POST")?.headers.module).toBe("odin-admin");
  });

  it("rejects with the reason typed, refuses no reason before asking, and keeps the words when the server refuses", async () => {
    const server = renderReviews("/reviews/31", (call) =>
      call.method === "GET"
        ? jsonAnswer(200, details(WAITING))
        : errorAnswer(409, "ALREADY_MODERATED", "This review was already rejected."),
    );
    await screen.findByRole("heading", { level: 1, name: "Review 31" });
    // The field is required; a reason of spaces gets past the browser and is refused by the page.
    type("Reason for rejecting", "  x ");
    fireEvent.click(screen.getByRole("button", { name: "Reject review" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The review could not be rejected. Give a reason of at least 3 characters: the shopper is told it.",
    );
    expect(posts(server)).toEqual([]);
    type("Reason for rejecting", "It names a phone number; please edit it out.");
    fireEvent.click(screen.getByRole("button", { name: "Reject review" }));
    await screen.findByText("The review could not be rejected. This review was already rejected.");
    expect(posts(server)).toEqual([
      {
        method: "POST",
        url: "/admin/api/reviews/31/reject",
        body: { reason: "It names a phone number; please edit it out." },
      },
    ]);
    expect((screen.getByLabelText("Reason for rejecting") as HTMLTextAreaElement).value).toBe(
      "It names a phone number; please edit it out.",
    );
  });

  it("saves the store's reply with PUT, and takes it away when saved empty", async () => {
    const server = renderReviews("/reviews/31", (call) =>
      call.method === "GET"
        ? jsonAnswer(200, details({ ...WAITING, status: "PUBLISHED" }))
        : jsonAnswer(200, {
            ...WAITING,
            status: "PUBLISHED",
            reply: (call.body as { reply: string }).reply || null,
          }),
    );
    await screen.findByRole("heading", { level: 1, name: "Review 31" });
    type("Reply", "  Glad the fit works for you.  ");
    fireEvent.click(screen.getByRole("button", { name: "Save reply" }));
    expect(
      await screen.findByText("Reply saved: it shows under the review on the product page."),
    ).toBeTruthy();
    type("Reply", "");
    fireEvent.click(screen.getByRole("button", { name: "Save reply" }));
    expect(await screen.findByText("The store's reply was taken away.")).toBeTruthy();
    expect(posts(server)).toEqual([
      { method: "PUT", url: "/admin/api/reviews/31/reply", body: { reply: "Glad the fit works for you." } },
      { method: "PUT", url: "/admin/api/reviews/31/reply", body: { reply: "" } },
    ]);
  });

  it("offers no reply for a rejected review, and shows why it was rejected", async () => {
    renderReviews("/reviews/31", () =>
      jsonAnswer(200, details({ ...WAITING, status: "REJECTED", rejectionReason: "Names a courier" })),
    );
    expect(await screen.findByText("Names a courier")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Publish review" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reject review" })).toBeNull();
    expect(screen.queryByLabelText("Reply")).toBeNull();
  });

  it("draws no form for a role that may only read reviews, and no link to the author without customers:read", async () => {
    renderReviews("/reviews/31", () => jsonAnswer(200, details(WAITING)), ["reviews:read"]);
    await screen.findByRole("heading", { level: 1, name: "Review 31" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("link", { name: "Asha P." })).toBeNull();
    expect(screen.getByText("Nobody in the back office has changed this yet.")).toBeTruthy();
  });

  it("shows the page the server's 404 means for an unknown review", async () => {
    renderReviews("/reviews/999", () => errorAnswer(404, "REVIEW_NOT_FOUND", "No such review."));
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
  });
});

describe("the page's wording of the contracts", () => {
  it("holds the reply to the server's length", () => {
    expect(MAX_REPLY_CHARS).toBe(ADMIN_REVIEWS.maxReplyChars);
  });
});
