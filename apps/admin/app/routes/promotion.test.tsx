import type { Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { refusalWithData } from "../testing/catalogue";
import { type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { PROMOTION_OPTIONS, PROMOTION_PAGE, REDEMPTIONS } from "../testing/promotions";
import { staffSession } from "../testing/staff";
import Promotion, { clientAction, clientLoader, ErrorBoundary } from "./promotion";
import PromotionNew, {
  clientAction as createAction,
  ErrorBoundary as NewErrorBoundary,
  clientLoader as newLoader,
} from "./promotion-new";

const WRITER: Permission[] = ["promotions:read", "promotions:write"];

function renderPages(path: string, handler: FakeHandler, permissions: Permission[] = WRITER) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/promotions/new",
      Component: PromotionNew,
      loader: newLoader,
      action: createAction,
      ErrorBoundary: NewErrorBoundary,
    },
    {
      path: "/promotions/:promotionId",
      Component: Promotion,
      loader: clientLoader,
      action: clientAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

/** The API answering the page's reads, and `write` for its changes. */
const answering =
  (write: FakeHandler = () => jsonAnswer(200, PROMOTION_PAGE)): FakeHandler =>
  (call) => {
    if (call.method !== "GET") return write(call);
    if (call.url.startsWith("/admin/api/promotions/options")) return jsonAnswer(200, PROMOTION_OPTIONS);
    if (call.url.includes("/redemptions")) return jsonAnswer(200, REDEMPTIONS);
    return jsonAnswer(200, PROMOTION_PAGE);
  };

const changes = (server: ReturnType<typeof fakeFetch>) =>
  server.calls
    .filter((call) => call.method !== "GET")
    .map(({ method, url, body }) => ({ method, url, body }));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a new promotion", () => {
  it("is created from the form's labelled fields, rupees as paise, and its page opens", async () => {
    const server = renderPages("/promotions/new", answering());
    await screen.findByRole("heading", { name: "New promotion" });
    type("Code", "diwali25");
    type("Kind", "flat");
    type("Value", "250");
    type("Offer shown to shoppers", "₹250 off");
    type("Terms and conditions", "On orders above ₹1,999.");
    type("Minimum bag value (₹)", "1999");
    type("Total limit of orders", "500");
    fireEvent.click(screen.getByLabelText("Rangrez"));
    fireEvent.click(screen.getByRole("button", { name: "Create promotion" }));
    await screen.findByRole("heading", { name: "DIWALI25" });
    expect(changes(server)).toEqual([
      {
        method: "POST",
        url: "/admin/api/promotions",
        body: expect.objectContaining({
          code: "DIWALI25",
          kind: "flat",
          value: 25_000,
          minBagValue: 199_900,
          maxRedemptions: 500,
          brandIds: [3],
          combinable: true,
        }),
      },
    ]);
  });

  it("marks the code field when the server says another promotion has it", async () => {
    renderPages(
      "/promotions/new",
      answering(() =>
        refusalWithData(409, "PROMOTION_CODE_TAKEN", "Another promotion already has the code FIRST250.", {
          field: "code",
        }),
      ),
    );
    await screen.findByRole("heading", { name: "New promotion" });
    type("Code", "first250");
    type("Value", "10");
    type("Offer shown to shoppers", "10% off");
    type("Terms and conditions", "On everything.");
    fireEvent.click(screen.getByLabelText("Aarohi"));
    fireEvent.click(screen.getByRole("button", { name: "Create promotion" }));
    await waitFor(() => expect(screen.getByLabelText("Code").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("alert").textContent).toContain(
      "Another promotion already has the code FIRST250.",
    );
  });

  it("says what is wrong before asking the server", async () => {
    const server = renderPages("/promotions/new", answering());
    await screen.findByRole("heading", { name: "New promotion" });
    type("Code", "no spaces");
    type("Value", "95");
    type("Offer shown to shoppers", "95% off");
    type("Terms and conditions", "On everything.");
    fireEvent.click(screen.getByRole("button", { name: "Create promotion" }));
    await waitFor(() => expect(screen.getByLabelText("Value").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("Code").getAttribute("aria-invalid")).toBe("true");
    expect(changes(server)).toEqual([]);
  });
});

describe("a promotion's page", () => {
  it("shows its rules, the orders that used it and its pages", async () => {
    renderPages("/promotions/41", answering(), ["promotions:read"]);
    await screen.findByRole("heading", { name: "DIWALI25" });
    const table = screen.getByRole("table", { name: "Orders that used it" });
    const [, row] = within(table).getAllByRole("row");
    expect(row?.textContent).toContain("OD1001");
    expect(row?.textContent).toContain("Asha Rao");
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/promotions/41?after=9",
    );
    expect(screen.queryByRole("button", { name: "Pause the promotion" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
  });

  it("pauses and ends it, each with its own form", async () => {
    const server = renderPages("/promotions/41", answering());
    fireEvent.click(await screen.findByRole("button", { name: "Pause the promotion" }));
    expect(await screen.findByText(/Paused: it applies nowhere/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "End the promotion" }));
    expect(await screen.findByText(/Ended: it applies nowhere/)).toBeTruthy();
    expect(changes(server).map((change) => `${change.method} ${change.url}`)).toEqual([
      "POST /admin/api/promotions/41/pause",
      "POST /admin/api/promotions/41/end",
    ]);
  });

  it("saves its rules, and marks the limit the server refuses below the orders holding it", async () => {
    const server = renderPages(
      "/promotions/41",
      answering((call) =>
        (call.body as { maxRedemptions?: number }).maxRedemptions === 5
          ? refusalWithData(409, "PROMOTION_LIMIT_BELOW_USES", "12 orders already used it.", {
              field: "maxRedemptions",
            })
          : jsonAnswer(200, PROMOTION_PAGE),
      ),
    );
    await screen.findByRole("button", { name: "Save changes" });
    type("Minimum bag value (₹)", "2499");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(/The promotion is saved/)).toBeTruthy();
    expect(changes(server)[0]).toMatchObject({
      method: "PUT",
      url: "/admin/api/promotions/41",
      body: expect.objectContaining({ minBagValue: 249_900, brandIds: [3], oncePerDays: 30 }),
    });
    type("Total limit of orders", "5");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Total limit of orders").getAttribute("aria-invalid")).toBe("true"),
    );
  });
});
