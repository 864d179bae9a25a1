import type { AdminOrder, Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { adminOrder, orderItem } from "../testing/orders";
import { staffSession } from "../testing/staff";
import Order, { clientAction, clientLoader, ErrorBoundary } from "./order";

const PACKED = adminOrder({
  status: "PACKED",
  items: [orderItem({ status: "PACKED", nextMoves: ["SHIPPED", "CANCELLED"] })],
});
const SHIPPED = adminOrder({
  status: "SHIPPED",
  items: [
    orderItem({
      status: "SHIPPED",
      carrier: "Delhivery",
      trackingNumber: "AWB501",
      nextMoves: ["DELIVERED", "RTO"],
    }),
  ],
  documents: [
    {
      kind: "invoice",
      number: "INV-2627-000012",
      issuedAt: "2026-11-28T12:00:00.000Z",
      url: "/admin/api/orders/OD1000501/documents/INV-2627-000012",
    },
  ],
  audit: [
    {
      id: 77,
      at: "2026-11-28T12:00:00.000Z",
      actor: { id: 7, name: "Meera Iyer" },
      resource: "order-item",
      resourceId: "41",
      action: "shipped",
      changes: { status: { from: "PACKED", to: "SHIPPED" } },
      clientAddress: "127.0.0.1",
      userAgent: "test",
    },
  ],
});

function renderOrder(
  path: string,
  handler: FakeHandler,
  permissions: Permission[] = ["orders:read", "orders:write"],
) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/orders/:orderNumber",
      Component: Order,
      loader: clientLoader,
      action: clientAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

/** A fake API holding one order: GET answers it, a move answers `moved` (or a refusal) and keeps it. */
function holding(first: AdminOrder, move: (body: unknown) => Response) {
  let order = first;
  return (call: Parameters<FakeHandler>[0]) => {
    if (call.method === "GET") return jsonAnswer(200, order);
    const answer = move(call.body);
    if (answer.ok)
      answer
        .clone()
        .json()
        .then((moved: AdminOrder) => (order = moved));
    return answer;
  };
}

const itemRegion = () => screen.findByRole("region", { name: "Item 41: Linen kurta" });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an order's page", () => {
  it("shows the items, allocations, payments, messages, documents and history", async () => {
    const server = renderOrder("/orders/OD1000501", () => jsonAnswer(200, SHIPPED));
    expect(await screen.findByRole("heading", { level: 1, name: "Order OD1000501" })).toBeTruthy();
    const item = await itemRegion();
    expect(item.textContent).toContain("Shipped");
    expect(item.textContent).toContain("Delhivery, tracking number AWB501");
    expect(item.textContent).toContain("Bhiwandi warehouse, Bhiwandi (warehouse, id 3)");
    expect(screen.getByRole("table", { name: "Allocations" }).textContent).toContain("Bhiwandi warehouse");
    expect(screen.getByRole("table", { name: "Payments" }).textContent).toContain("Cash on delivery");
    const messages = screen.getByRole("table", { name: "Messages to the shopper" });
    // The words the shopper read, or the kind of message when its words were not kept.
    expect(within(messages).getAllByRole("row")[1]?.textContent).toContain(
      "Your Odin order OD1000501 of 1 item(s), ₹799, is placed.",
    );
    expect(within(messages).getAllByRole("row")[2]?.textContent).toContain("order-placed");
    expect(screen.getByRole("link", { name: "Tax invoice INV-2627-000012 (PDF)" }).getAttribute("href")).toBe(
      "/admin/api/orders/OD1000501/documents/INV-2627-000012",
    );
    const history = screen.getByRole("region", { name: "History" });
    expect(within(history).getByRole("table", { name: "This record's history" }).textContent).toContain(
      "Meera Iyer",
    );
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/orders/OD1000501"]);
  });

  it("offers only the moves the item's state allows, and none to a role that may only look", async () => {
    renderOrder("/orders/OD1000501", () => jsonAnswer(200, SHIPPED));
    const item = await itemRegion();
    expect(within(item).getByRole("button", { name: "Deliver item 41" })).toBeTruthy();
    expect(within(item).queryByRole("button", { name: /Ship|Pack|Cancel/ })).toBeNull();
    cleanup();
    renderOrder("/orders/OD1000501", () => jsonAnswer(200, PACKED), ["orders:read"]);
    const looking = await itemRegion();
    expect(within(looking).queryByRole("button")).toBeNull();
    expect(within(looking).queryByRole("form")).toBeNull();
  });

  it("ships an item with its carrier and tracking number, then shows the order as it is now", async () => {
    const server = renderOrder(
      "/orders/OD1000501",
      holding(PACKED, () => jsonAnswer(200, SHIPPED)),
    );
    const item = await itemRegion();
    const ship = within(item).getByRole("form", { name: "Ship item 41" });
    fireEvent.change(within(ship).getByRole("textbox", { name: "Carrier" }), {
      target: { value: " Delhivery " },
    });
    fireEvent.change(within(ship).getByRole("textbox", { name: "Tracking number" }), {
      target: { value: "AWB501" },
    });
    fireEvent.click(within(ship).getByRole("button", { name: "Ship item 41" }));
    expect((await within(item).findByText(/is shipped with/)).textContent).toBe(
      "Item 41 (Linen kurta) is shipped with Delhivery, tracking number AWB501. The shopper is told by SMS and e-mail.",
    );
    expect(await within(item).findByRole("button", { name: "Deliver item 41" })).toBeTruthy();
    expect(within(item).queryByRole("form", { name: "Ship item 41" })).toBeNull();
    expect(server.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "GET /admin/api/orders/OD1000501",
      "POST /admin/api/orders/OD1000501/moves",
      "GET /admin/api/orders/OD1000501",
    ]);
    expect(server.calls[1]?.body).toEqual({
      itemIds: [41],
      to: "SHIPPED",
      carrier: "Delhivery",
      trackingNumber: "AWB501",
    });
  });

  it("shows the server's refusal by the item, keeping what was typed", async () => {
    const pickup = adminOrder({
      items: [
        orderItem({
          status: "PACKED",
          shippingMethod: "STOREPICK",
          pickupCodeRequired: true,
          nextMoves: ["CUSTOMERPICKCOMPLETE", "CANCELLED"],
        }),
      ],
    });
    const wrong = "That pickup code is not this order's. Check it with the shopper.";
    const server = renderOrder(
      "/orders/OD1000501",
      holding(pickup, () => errorAnswer(400, "PICKUP_CODE_WRONG", wrong)),
    );
    const item = await itemRegion();
    const handOver = within(item).getByRole("form", { name: "Hand over item 41" });
    fireEvent.change(within(handOver).getByRole("textbox", { name: "Pickup code" }), {
      target: { value: "123456" },
    });
    fireEvent.click(within(handOver).getByRole("button", { name: "Hand over item 41" }));
    expect((await within(item).findByRole("alert")).textContent).toBe(
      `Item 41 could not be handed over. ${wrong}`,
    );
    expect((within(handOver).getByRole("textbox", { name: "Pickup code" }) as HTMLInputElement).value).toBe(
      "123456",
    );
    expect(server.calls[1]?.body).toEqual({
      itemIds: [41],
      to: "CUSTOMERPICKCOMPLETE",
      pickupCode: "123456",
    });
  });

  it("cancels an item with the reason", async () => {
    const cancelled = adminOrder({
      status: "CANCELLED",
      items: [orderItem({ status: "CANCELLED", nextMoves: ["REFUNDED"] })],
    });
    const server = renderOrder(
      "/orders/OD1000501",
      holding(adminOrder(), () => jsonAnswer(200, cancelled)),
    );
    const cancel = within(await itemRegion()).getByRole("form", { name: "Cancel item 41" });
    fireEvent.change(within(cancel).getByRole("textbox", { name: "Reason for cancelling" }), {
      target: { value: "Damaged in the warehouse" },
    });
    fireEvent.click(within(cancel).getByRole("button", { name: "Cancel item 41" }));
    expect(
      await screen.findByText(
        "Item 41 (Linen kurta) is cancelled. The refund is under Payments and refunds. The shopper is told by SMS and e-mail.",
      ),
    ).toBeTruthy();
    expect(server.calls[1]?.body).toEqual({
      itemIds: [41],
      to: "CANCELLED",
      reason: "Damaged in the warehouse",
    });
  });

  it("moves the items ticked together, and asks for one before sending anything", async () => {
    const two = adminOrder({ items: [orderItem(), orderItem({ itemId: 42, styleName: "Cotton shirt" })] });
    const packed = adminOrder({
      items: two.items.map((item) => ({
        ...item,
        status: "PACKED" as const,
        nextMoves: ["SHIPPED" as const],
      })),
    });
    const server = renderOrder(
      "/orders/OD1000501",
      holding(two, () => jsonAnswer(200, packed)),
    );
    const several = await screen.findByRole("form", { name: "Move several items" });
    fireEvent.click(within(several).getByRole("button", { name: "Move ticked items" }));
    expect((await within(several).findByRole("alert")).textContent).toBe("Tick the items to move.");
    fireEvent.click(within(several).getByRole("checkbox", { name: /^Item 41: Linen kurta/ }));
    fireEvent.click(within(several).getByRole("checkbox", { name: /^Item 42: Cotton shirt/ }));
    fireEvent.click(within(several).getByRole("button", { name: "Move ticked items" }));
    expect(
      await within(several).findByText("Items 41, 42 are packed. The shopper is told by SMS and e-mail."),
    ).toBeTruthy();
    expect(server.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { itemIds: [41, 42], to: "PACKED" },
    ]);
  });

  it("takes an order number typed in lower case, and says an unknown one is not found", async () => {
    const server = renderOrder("/orders/od1000501", () => jsonAnswer(200, SHIPPED));
    expect(await screen.findByRole("heading", { level: 1, name: "Order OD1000501" })).toBeTruthy();
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/orders/OD1000501"]);
    cleanup();
    renderOrder("/orders/OD404", () => errorAnswer(404, "NOT_FOUND", "Not found"));
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
  });
});
