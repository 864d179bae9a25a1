import { describe, expect, it } from "vitest";
import { adminOrder, orderItem } from "../../testing/orders";
import { doneText, moveOf } from "./order-moves";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("a move's form", () => {
  it("sends the fields its move needs, trimmed, and leaves empty ones for the server to ask for", () => {
    const all: [string, string][] = [
      ["carrier", " Delhivery "],
      ["trackingNumber", ""],
      ["pickupCode", "123456"],
      ["reason", "Damaged"],
    ];
    expect(moveOf(form([["itemId", "41"], ["to", "SHIPPED"], ...all]))).toEqual({
      form: "item",
      body: { itemIds: [41], to: "SHIPPED", carrier: "Delhivery" },
    });
    expect(moveOf(form([["itemId", "41"], ["to", "CUSTOMERPICKCOMPLETE"], ...all]))?.body).toEqual({
      itemIds: [41],
      to: "CUSTOMERPICKCOMPLETE",
      pickupCode: "123456",
    });
    expect(moveOf(form([["itemId", "41"], ["to", "DELIVERED"], ...all]))?.body).toEqual({
      itemIds: [41],
      to: "DELIVERED",
    });
  });

  it("moves the items ticked together, none ticked included, and refuses a form the page did not draw", () => {
    const several = (ids: string[]) =>
      moveOf(
        form([["form", "several"], ["to", "PACKED"], ...ids.map((id): [string, string] => ["itemId", id])]),
      );
    expect(several(["41", "42", "41"])).toEqual({
      form: "several",
      body: { itemIds: [41, 42], to: "PACKED" },
    });
    expect(several([])?.body.itemIds).toEqual([]);
    expect(
      moveOf(
        form([
          ["itemId", "41"],
          ["to", "RETURNED"],
        ]),
      ),
    ).toBeUndefined();
    expect(
      moveOf(
        form([
          ["itemId", "x"],
          ["to", "PACKED"],
        ]),
      ),
    ).toBeUndefined();
    expect(moveOf(form([["to", "PACKED"]]))).toBeUndefined();
  });

  it("says what was done, of the items as the order now holds them", () => {
    const shipped = adminOrder({
      items: [orderItem({ status: "SHIPPED", carrier: "Delhivery", trackingNumber: "AWB1" })],
    });
    expect(doneText(shipped, [41], "SHIPPED")).toBe(
      "Item 41 (Linen kurta) is shipped with Delhivery, tracking number AWB1. The shopper is told by SMS and e-mail.",
    );
    expect(doneText(shipped, [41, 42], "PACKED")).toBe(
      "Items 41, 42 are packed. The shopper is told by SMS and e-mail.",
    );
  });
});
