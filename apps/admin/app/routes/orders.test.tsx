import type { Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { orderSummary } from "../testing/orders";
import { staffSession } from "../testing/staff";
import Orders, { clientAction, clientLoader, ErrorBoundary } from "./orders";

const FIRST = orderSummary();
const SECOND = orderSummary({
  id: 502,
  orderNumber: "OD1000502",
  customer: { ...FIRST.customer, name: "Ravi K" },
});

function renderOrders(
  path: string,
  handler: FakeHandler,
  permissions: Permission[] = ["orders:read", "orders:write"],
) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/orders", Component: Orders, loader: clientLoader, action: clientAction, ErrorBoundary },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

const posts = (server: ReturnType<typeof fakeFetch>) => server.calls.filter((call) => call.method === "POST");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the orders list", () => {
  it("asks for the address's search and filters and links each order to its page", async () => {
    const server = renderOrders(
      "/orders?q=+98765+43210&status=PACKED&paymentMethod=CASH_ON_DELIVERY&paymentStatus=due" +
        "&deliveryMode=standard&centreId=3&brandId=5&from=2026-11-01&to=2026-11-30",
      () => jsonAnswer(200, { orders: [FIRST], next: null }),
    );
    const table = await screen.findByRole("table", { name: "Orders" });
    expect(server.calls.map((call) => call.url)).toEqual([
      "/admin/api/orders?q=98765+43210&status=PACKED&paymentMethod=CASH_ON_DELIVERY&paymentStatus=due" +
        "&deliveryMode=standard&centreId=3&brandId=5&from=2026-11-01&to=2026-11-30",
    ]);
    const [, row] = within(table).getAllByRole("row");
    if (!row) throw new Error("no row");
    expect(within(row).getByRole("link", { name: "OD1000501" }).getAttribute("href")).toBe(
      "/orders/OD1000501",
    );
    expect(row.textContent).toContain("Asha Rao");
    expect(row.textContent).toContain("Cash on delivery: Due on delivery");
    expect(row.textContent).toContain("₹2,598");
    expect((screen.getByRole("searchbox", { name: "Search orders" }) as HTMLInputElement).value).toBe(
      "98765 43210",
    );
    expect((screen.getByLabelText("Item status") as HTMLSelectElement).value).toBe("PACKED");
    expect((screen.getByLabelText("Centre id") as HTMLInputElement).value).toBe("3");
  });

  it("pages with the server's cursor, keeping the search, and goes back to the newest", async () => {
    const server = renderOrders("/orders?q=asha%40example.in", () =>
      jsonAnswer(200, { orders: [FIRST], next: "Y3Vyc29yLTE" }),
    );
    const next = await screen.findByRole("link", { name: "Next page" });
    expect(next.getAttribute("href")).toBe("/orders?q=asha%40example.in&after=Y3Vyc29yLTE");
    expect(screen.queryByRole("link", { name: "Newest orders" })).toBeNull();
    fireEvent.click(next);
    expect(await screen.findByRole("link", { name: "Newest orders" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Newest orders" }).getAttribute("href")).toBe(
      "/orders?q=asha%40example.in",
    );
    expect(server.calls.map((call) => call.url)).toEqual([
      "/admin/api/orders?q=asha%40example.in",
      "/admin/api/orders?q=asha%40example.in&after=Y3Vyc29yLTE",
    ]);
    // The download holds every order the search finds, not one page.
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/admin/api/orders/export?q=asha%40example.in",
    );
  });

  it("says when nothing matches, with no next page", async () => {
    renderOrders("/orders?q=OD999", () => jsonAnswer(200, { orders: [], next: null }));
    expect(await screen.findByText("No orders match this search and these filters.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Orders pages" })).toBeNull();
  });

  it("shows a filter the server refuses by the form, and one it can tell at once without asking", async () => {
    renderOrders("/orders?after=forged", () =>
      errorAnswer(400, "VALIDATION_FAILED", "This page of the list has expired. Start the list again."),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This page of the list has expired. Start the list again.",
    );
    expect(screen.getByRole("search").contains(screen.getByRole("alert"))).toBe(true);
    cleanup();
    const server = renderOrders("/orders?centreId=Pune", () => jsonAnswer(200, { orders: [], next: null }));
    expect((await screen.findByRole("alert")).textContent).toContain("The centre is a number");
    expect(server.calls).toEqual([]);
  });

  it("draws no boxes or bulk move for a role that may only look", async () => {
    renderOrders("/orders", () => jsonAnswer(200, { orders: [FIRST], next: null }), ["orders:read"]);
    const table = await screen.findByRole("table", { name: "Orders" });
    expect(within(table).queryByRole("checkbox")).toBeNull();
    expect(within(table).queryByRole("columnheader", { name: "Choose" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move chosen orders" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Move the chosen orders" })).toBeNull();
  });

  it("ships the chosen orders, each with its tracking number, and lists each order's outcome", async () => {
    let shipped = false;
    const server = renderOrders("/orders?status=PACKED", (call) => {
      if (call.method === "GET")
        return jsonAnswer(200, { orders: shipped ? [SECOND] : [FIRST, SECOND], next: null });
      shipped = true;
      return jsonAnswer(200, {
        results: [
          { orderNumber: "OD1000501", ok: true, itemIds: [41, 42] },
          {
            orderNumber: "OD1000502",
            ok: false,
            code: "ILLEGAL_TRANSITION",
            detail: "Item 43 is PLACED and cannot become SHIPPED.",
          },
        ],
      });
    });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Choose OD1000501" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Choose OD1000502" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Tracking number for OD1000501" }), {
      target: { value: "AWB501" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Tracking number for OD1000502" }), {
      target: { value: "AWB502" },
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Move" }), { target: { value: "SHIPPED" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Carrier (to ship)" }), {
      target: { value: "Delhivery" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Move chosen orders" }));

    const outcome = await screen.findByRole("region", { name: "Last bulk move" });
    expect(
      await within(outcome).findByText("Shipped 1 order. 1 order refused: see each order's reason below."),
    ).toBeTruthy();
    expect(within(outcome).getByRole("status").textContent).toContain("Shipped 1 order.");
    const lines = within(outcome)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines).toEqual([
      "OD1000501: moved items 41, 42.",
      "OD1000502: refused. Item 43 is PLACED and cannot become SHIPPED.",
    ]);
    expect(posts(server)).toEqual([
      expect.objectContaining({
        url: "/admin/api/order-moves",
        body: {
          to: "SHIPPED",
          carrier: "Delhivery",
          orders: [
            { orderNumber: "OD1000501", trackingNumber: "AWB501" },
            { orderNumber: "OD1000502", trackingNumber: "AWB502" },
          ],
        },
      }),
    ]);
    // The list is loaded again: the refused order is still ticked with its number, ready to try again.
    await screen.findByText("Ravi K");
    expect(screen.queryByRole("checkbox", { name: "Choose OD1000501" })).toBeNull();
    expect((screen.getByRole("checkbox", { name: "Choose OD1000502" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole("textbox", { name: "Tracking number for OD1000502" }) as HTMLInputElement).value,
    ).toBe("AWB502");
  });

  it("asks for an order before sending anything, and shows a refusal of the whole batch", async () => {
    const server = renderOrders("/orders", (call) =>
      call.method === "GET"
        ? jsonAnswer(200, { orders: [FIRST], next: null })
        : errorAnswer(403, "PERMISSION_REFUSED", "Your role does not allow this (orders:write)."),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Move chosen orders" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Choose at least one order: tick its box in the list.",
    );
    expect(posts(server)).toEqual([]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Choose OD1000501" }));
    fireEvent.click(screen.getByRole("button", { name: "Move chosen orders" }));
    expect((await screen.findByText(/No order was moved\./)).textContent).toBe(
      "No order was moved. Your role does not allow this (orders:write).",
    );
    expect(posts(server).map((call) => call.body)).toEqual([
      { to: "PACKED", orders: [{ orderNumber: "OD1000501" }] },
    ]);
  });
});
