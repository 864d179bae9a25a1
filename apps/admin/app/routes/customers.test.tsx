import {
  ADMIN_MESSAGES,
  CUSTOMERS,
  type CustomerPage,
  type CustomerSummary,
  type Permission,
} from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_POINTS, MAX_REASON_CHARS } from "../features/customers/customer-actions";
import { PHONE_DIGITS } from "../features/customers/customer-query";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import Customer, { clientAction as customerAction, clientLoader as customerLoader } from "./customer";
import Customers, { clientLoader, ErrorBoundary } from "./customers";

const ASHA: CustomerSummary = {
  userId: 88,
  name: "Asha Patil",
  email: "asha@example.in",
  mobileNumber: "9876543210",
  createdAt: "2026-01-05T09:00:00.000Z",
  signInBlocked: false,
};

const PAGE: CustomerPage = {
  profile: {
    userId: 88,
    firstName: "Asha",
    lastName: "Patil",
    email: "asha@example.in",
    isEmailVerified: false,
    mobileNumber: "9876543210",
    isMobileNumberVerified: true,
    userType: "END_USER",
    createdAt: "2026-01-05T09:00:00.000Z",
    firstOrder: { at: "2026-02-01T09:00:00.000Z", orderNumber: "OD1001" },
  },
  signIn: { blocked: false, blockedAt: null, reason: null },
  orders: [
    {
      orderNumber: "OD1001",
      placedAt: "2026-02-01T09:00:00.000Z",
      total: 79_900,
      status: "PLACED",
      pieces: 1,
      link: "/admin/orders/OD1001",
    },
  ],
  addresses: [
    {
      id: 5,
      firstName: "Asha",
      lastName: "Patil",
      address: "12 MG Road",
      landmark: "",
      mobileNumber: "9876543210",
      phone: "9876543210",
      alternateNumber: "",
      pincode: "411001",
      city: "Pune",
      state: "Maharashtra",
      nationality: "India",
      isDefault: true,
      default: true,
      isMobileNumberVerified: true,
      lastModifiedDate: "2026-02-01T09:00:00.000Z",
    },
  ],
  favourites: {
    styles: [
      {
        styleId: 501,
        name: "Indigo cotton kurta",
        brandName: "Rangrez",
        addedAt: "2026-02-02T09:00:00.000Z",
      },
    ],
    brands: [{ favouriteId: 3, code: "RGZ", name: "Rangrez" }],
  },
  reviews: [
    {
      reviewId: 31,
      styleId: 501,
      authorName: "Asha P.",
      rating: 2,
      text: "The seams came apart.",
      images: [],
      status: "REJECTED",
      verifiedPurchase: true,
      rejectionReason: "Mentions a courier by name",
      createdAt: "2026-02-10T09:00:00.000Z",
      updatedAt: "2026-02-11T09:00:00.000Z",
    },
  ],
  loyalty: [
    {
      brandId: 3,
      brandCode: "RGZ",
      brandName: "Rangrez",
      balance: 300,
      value: 30_000,
      earned: 300,
      entries: [
        {
          id: 70,
          kind: "earn",
          points: 300,
          amount: null,
          orderRef: "OD1001",
          reason: null,
          createdAt: "2026-02-05T09:00:00.000Z",
          expiresAt: "2027-02-05T09:00:00.000Z",
        },
      ],
    },
  ],
  audit: [],
};

const CARE: Permission[] = ["customers:read", "customers:write", "loyalty:write", "reviews:read"];

function renderCustomers(path: string, handler: FakeHandler, permissions: Permission[] = CARE) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/customers", Component: Customers, loader: clientLoader, ErrorBoundary },
    {
      path: "/customers/:userId",
      Component: Customer,
      loader: customerLoader,
      action: customerAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

const posts = (server: ReturnType<typeof fakeFetch>) =>
  server.calls.filter((call) => call.method !== "GET").map(({ url, body }) => ({ url, body }));

const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(screen.getAllByLabelText(label).find((field) => scope.contains(field)) as HTMLElement, {
    target: { value },
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("looking a customer up", () => {
  it("asks nothing before a lookup, then sends what was typed and lists the shoppers found", async () => {
    const server = renderCustomers("/customers", () =>
      jsonAnswer(200, { match: "phone", customers: [ASHA], next: "n1" }),
    );
    const field = await screen.findByLabelText("Phone, e-mail or name");
    expect(server.calls).toEqual([]);
    fireEvent.change(field, { target: { value: "+91 98765 43210" } });
    fireEvent.click(screen.getByRole("button", { name: "Find customers" }));
    const table = await screen.findByRole("table", { name: "Customers found" });
    const [, row] = within(table).getAllByRole("row");
    if (!row) throw new Error("no row");
    expect(within(row).getByRole("link", { name: "Asha Patil" }).getAttribute("href")).toBe("/customers/88");
    // Phone and e-mail as the server gave them.
    expect(row.textContent).toContain("asha@example.in");
    expect(row.textContent).toContain("9876543210");
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/customers?q=%2B91+98765+43210"]);
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/customers?q=%2B91+98765+43210&after=n1",
    );
  });

  it("pages with the server's cursor and goes back to the first page", async () => {
    const server = renderCustomers("/customers?q=asha&after=n1", () =>
      jsonAnswer(200, { match: "name", customers: [ASHA], next: null }),
    );
    await screen.findByRole("table", { name: "Customers found" });
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/customers?q=asha&after=n1"]);
    expect(screen.getByRole("link", { name: "First page" }).getAttribute("href")).toBe("/customers?q=asha");
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/admin/api/customers/export?q=asha",
    );
  });

  it("explains input it would refuse without asking, and the server's refusals next to the form", async () => {
    const server = renderCustomers("/customers?q=a", () => jsonAnswer(200, {}));
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.customers.queryTooShort);
    cleanup();
    renderCustomers("/customers?q=98765-4321", () => jsonAnswer(200, {}));
    expect((await screen.findByRole("alert")).textContent).toBe(PHONE_DIGITS);
    expect(server.calls).toEqual([]);
    cleanup();
    renderCustomers("/customers?q=asha&after=forged", () =>
      errorAnswer(400, "CURSOR_INVALID", ADMIN_MESSAGES.badCursor),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.badCursor);
    expect((screen.getByLabelText("Phone, e-mail or name") as HTMLInputElement).value).toBe("asha");
  });

  it("says when nobody matches, in the terms of what was typed", async () => {
    renderCustomers("/customers?q=nobody%40example.in", () =>
      jsonAnswer(200, { match: "email", customers: [], next: null }),
    );
    expect(await screen.findByText(/No shopper has this e-mail address/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("a customer's page", () => {
  it("shows the profile, orders linked to their pages, addresses, favourites, reviews, points and history", async () => {
    renderCustomers("/customers/88", () => jsonAnswer(200, PAGE));
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Patil" })).toBeTruthy();
    expect(screen.getByText("9876543210 (verified)")).toBeTruthy();
    const orders = screen.getByRole("table", { name: "The shopper's latest orders" });
    expect(within(orders).getByRole("link", { name: "OD1001" }).getAttribute("href")).toBe("/orders/OD1001");
    expect(within(orders).getByText("₹799")).toBeTruthy();
    expect(screen.getByText("12 MG Road", { exact: false })).toBeTruthy();
    expect(screen.getByText("Indigo cotton kurta", { exact: false })).toBeTruthy();
    const reviews = screen.getByRole("table", { name: "The shopper's reviews" });
    expect(within(reviews).getByRole("link", { name: "Review 31" }).getAttribute("href")).toBe("/reviews/31");
    expect(within(reviews).getByText("Mentions a courier by name")).toBeTruthy();
    const ledger = screen.getByRole("table", { name: "Latest points entries at Rangrez" });
    expect(
      within(ledger)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .slice(1, 4),
    ).toEqual(["Earned", "+300", "OD1001"]);
    expect(screen.getByText("Nobody in the back office has changed this yet.")).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: "All of this record's entries in the audit log" })
        .getAttribute("href"),
    ).toBe("/audit?resource=customer&resourceId=88");
  });

  it("adjusts points with the brand, points, reason and a request id, then offers a new form", async () => {
    const server = renderCustomers("/customers/88", (call) =>
      call.method === "GET"
        ? jsonAnswer(200, PAGE)
        : jsonAnswer(200, { brandId: 3, points: -50, balance: 250, created: true, entries: [] }),
    );
    const form = (await screen.findByRole("form", { name: "Adjust points" })) as HTMLFormElement;
    const firstId = (form.elements.namedItem("requestId") as HTMLInputElement).value;
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    type("Points", "-50", form);
    type("Reason", "Points given twice for order OD1001", form);
    fireEvent.click(within(form).getByRole("button", { name: "Adjust points" }));
    expect(
      await screen.findByText(
        "Took away 50 points at Rangrez, with the reason in the ledger. The balance at Rangrez is now 250 points.",
      ),
    ).toBeTruthy();
    expect(posts(server)).toEqual([
      {
        url: "/admin/api/customers/88/points",
        body: { brandId: 3, points: -50, reason: "Points given twice for order OD1001", requestId: firstId },
      },
    ]);
    const fresh = screen.getByRole("form", { name: "Adjust points" }) as HTMLFormElement;
    expect((fresh.elements.namedItem("requestId") as HTMLInputElement).value).not.toBe(firstId);
    expect((fresh.elements.namedItem("points") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's refusal of an adjustment and keeps what was typed", async () => {
    const below = ADMIN_MESSAGES.customers.pointsBelowZero.replace("{balance}", "300");
    const server = renderCustomers("/customers/88", (call) =>
      call.method === "GET" ? jsonAnswer(200, PAGE) : errorAnswer(409, "POINTS_BELOW_ZERO", below),
    );
    const form = (await screen.findByRole("form", { name: "Adjust points" })) as HTMLFormElement;
    type("Points", "0", form);
    type("Reason", "Goodwill", form);
    fireEvent.click(within(form).getByRole("button", { name: "Adjust points" }));
    expect((await screen.findByRole("alert")).textContent).toContain(ADMIN_MESSAGES.customers.pointsNotZero);
    expect(posts(server)).toEqual([]);
    type("Points", "-500", form);
    fireEvent.click(within(form).getByRole("button", { name: "Adjust points" }));
    expect(await screen.findByText(`The points were not adjusted. ${below}`)).toBeTruthy();
    expect((form.elements.namedItem("points") as HTMLInputElement).value).toBe("-500");
    expect((form.elements.namedItem("reason") as HTMLTextAreaElement).value).toBe("Goodwill");
  });

  it("blocks sign-in with a reason, then offers to unblock it", async () => {
    let blocked = false;
    const server = renderCustomers("/customers/88", (call) => {
      if (call.method === "GET") {
        return jsonAnswer(200, {
          ...PAGE,
          signIn: blocked
            ? { blocked: true, blockedAt: "2026-11-28T10:00:00.000Z", reason: "Chargeback fraud" }
            : PAGE.signIn,
        });
      }
      blocked = call.url.endsWith("/block");
      return jsonAnswer(200, { blocked, blockedAt: null, reason: null });
    });
    const section = (await screen.findByRole("region", { name: "Sign-in" })) as HTMLElement;
    type("Reason", "Chargeback fraud", section);
    fireEvent.click(within(section).getByRole("button", { name: "Block sign-in" }));
    expect(await screen.findByText(/^Sign-in blocked:/)).toBeTruthy();
    expect(await within(section).findByRole("button", { name: "Unblock sign-in" })).toBeTruthy();
    expect(section.textContent).toContain("Chargeback fraud");
    type("Reason", "Bank confirmed the payment", section);
    fireEvent.click(within(section).getByRole("button", { name: "Unblock sign-in" }));
    expect(await screen.findByText("Sign-in unblocked: the shopper can sign in again.")).toBeTruthy();
    expect(posts(server)).toEqual([
      { url: "/admin/api/customers/88/block", body: { reason: "Chargeback fraud" } },
      { url: "/admin/api/customers/88/unblock", body: { reason: "Bank confirmed the payment" } },
    ]);
  });

  it("shows a refused block in the server's words", async () => {
    renderCustomers("/customers/88", (call) =>
      call.method === "GET"
        ? jsonAnswer(200, PAGE)
        : errorAnswer(409, "ALREADY_BLOCKED", ADMIN_MESSAGES.customers.alreadyBlocked),
    );
    const section = (await screen.findByRole("region", { name: "Sign-in" })) as HTMLElement;
    type("Reason", "Abuse of returns", section);
    fireEvent.click(within(section).getByRole("button", { name: "Block sign-in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `The sign-in was not blocked. ${ADMIN_MESSAGES.customers.alreadyBlocked}`,
    );
  });

  it("draws no form for a role that may only look, and no review links without reviews:read", async () => {
    renderCustomers("/customers/88", () => jsonAnswer(200, PAGE), ["customers:read"]);
    await screen.findByRole("heading", { level: 1, name: "Asha Patil" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("form", { name: "Adjust points" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Review 31" })).toBeNull();
  });

  it("draws each form only for its own permission", async () => {
    renderCustomers("/customers/88", () => jsonAnswer(200, PAGE), ["customers:read", "loyalty:write"]);
    expect(await screen.findByRole("form", { name: "Adjust points" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Block sign-in" })).toBeNull();
  });

  it("shows the page the server's 404 means for a staff member's account or no account", async () => {
    renderCustomers("/customers/7", () => errorAnswer(404, "NOT_FOUND", "Not found."));
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
  });
});

describe("the page's wording of the contracts", () => {
  it("holds the forms to the server's limits", () => {
    expect(MAX_POINTS).toBe(CUSTOMERS.maxPointsAdjustment);
    expect(MAX_REASON_CHARS).toBe(CUSTOMERS.reasonMaxLength);
  });
});
