import { describe, expect, it } from "vitest";
import { bulkBodyOf, bulkSentOf, bulkSummary, trackingField } from "./bulk-moves";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("the bulk move's body", () => {
  it("ships each chosen order with its own tracking number and the batch's carrier", () => {
    const sent = bulkSentOf(
      form([
        ["order", "OD1"],
        ["order", "OD2"],
        [trackingField("OD1"), " AWB1 "],
        [trackingField("OD2"), ""],
        [trackingField("OD3"), "AWB3"],
        ["to", "SHIPPED"],
        ["carrier", "Delhivery"],
        ["reason", "not sent with a shipment"],
      ]),
    );
    expect(bulkBodyOf(sent)).toEqual({
      body: {
        to: "SHIPPED",
        carrier: "Delhivery",
        // OD2's missing number is the server's to refuse, for that order alone.
        orders: [{ orderNumber: "OD1", trackingNumber: "AWB1" }, { orderNumber: "OD2" }],
      },
    });
  });

  it("cancels with the reason, and packs with nothing else", () => {
    const cancel = bulkSentOf(
      form([
        ["order", "OD1"],
        [trackingField("OD1"), "AWB1"],
        ["to", "CANCELLED"],
        ["carrier", "Delhivery"],
        ["reason", "Out of stock at the centre"],
      ]),
    );
    expect(bulkBodyOf(cancel)).toEqual({
      body: { to: "CANCELLED", reason: "Out of stock at the centre", orders: [{ orderNumber: "OD1" }] },
    });
    const pack = bulkSentOf(
      form([
        ["order", "OD1"],
        ["order", "OD1"],
        ["to", "PACKED"],
        ["reason", "x"],
      ]),
    );
    expect(bulkBodyOf(pack)).toEqual({ body: { to: "PACKED", orders: [{ orderNumber: "OD1" }] } });
  });

  it("asks for an order and a move it can make in bulk", () => {
    expect(bulkBodyOf(bulkSentOf(form([["to", "PACKED"]])))).toEqual({
      problem: "Choose at least one order: tick its box in the list.",
    });
    expect(
      bulkBodyOf(
        bulkSentOf(
          form([
            ["order", "OD1"],
            ["to", "CUSTOMERPICKCOMPLETE"],
          ]),
        ),
      ),
    ).toEqual({
      problem: "Choose the move to make.",
    });
  });

  it("sums up what moved and what was refused", () => {
    const moved = { orderNumber: "OD1", ok: true as const, itemIds: [41] };
    const refused = { orderNumber: "OD2", ok: false as const, code: "ILLEGAL_TRANSITION", detail: "No." };
    expect(bulkSummary("PACKED", [moved])).toBe("Packed 1 order.");
    expect(bulkSummary("SHIPPED", [moved, { ...moved, orderNumber: "OD3" }, refused])).toBe(
      "Shipped 2 orders. 1 order refused: see each order's reason below.",
    );
  });
});
