import { type AdminOrder, type AdminOrderItem, formatRupees } from "@odin/contracts";
import { type ReactNode, useEffect, useRef } from "react";
import { formatMinute } from "../../lib/format";
import { ActionResult } from "../../ui/action-result";
import { ItemMoves } from "./item-moves";
import { itemName, movesOf } from "./moves";
import { DELIVERY_MODE_LABELS, ITEM_STATUS_LABELS } from "./order-labels";
import type { MoveAnswer } from "./order-moves";
import { SeveralMoves } from "./several-moves";

/**
 * The order's items, each a region named "Item 41: Linen kurta": what it is, where it stands and
 * who holds it, and, for a role holding orders:write, the moves it can make now with what became of
 * the last one, and a form that moves several of them together. On a phone the items stack, each
 * with its forms under it.
 */
export function OrderItems({
  items,
  canWrite,
  answer,
}: {
  items: AdminOrder["items"];
  canWrite: boolean;
  answer: MoveAnswer | undefined;
}) {
  return (
    <section aria-labelledby="items-title" className="order-section">
      <h2 id="items-title">Items</h2>
      <div className="order-items">
        {items.map((item) => (
          <OrderItem
            key={item.itemId}
            item={item}
            canWrite={canWrite}
            answer={answer?.form === "item" && answer.itemIds[0] === item.itemId ? answer : undefined}
          />
        ))}
      </div>
      {canWrite && items.filter((item) => movesOf(item).length > 0).length > 1 ? (
        <SeveralMoves items={items} answer={answer?.form === "several" ? answer : undefined} />
      ) : null}
    </section>
  );
}

function OrderItem({
  item,
  canWrite,
  answer,
}: {
  item: AdminOrderItem;
  canWrite: boolean;
  answer: MoveAnswer | undefined;
}) {
  const title = `item-${item.itemId}-title`;
  const errorId = `item-${item.itemId}-error`;
  const heading = useRef<HTMLHeadingElement>(null);
  // A move done takes its form away: focus goes to the item, whose result is read next.
  useEffect(() => {
    if (answer?.done) heading.current?.focus();
  }, [answer]);
  return (
    <section aria-labelledby={title} className="panel order-item">
      <h3 id={title} ref={heading} tabIndex={-1}>
        {itemName(item)}
      </h3>
      <p className="item-status">
        <strong>{ITEM_STATUS_LABELS[item.status]}</strong>{" "}
        <span className="muted">
          since <time dateTime={item.statusAt}>{formatMinute(item.statusAt)}</time>
        </span>
      </p>
      <dl className="facts facts-grid">
        <Fact name="Brand">
          {item.brandName} <span className="muted">(id {item.brandId})</span>
        </Fact>
        <Fact name="Size and colour">
          {item.brandSize ? `${item.size} (${item.brandSize})` : item.size}, {item.colour}
        </Fact>
        <Fact name="Quantity">{item.quantity}</Fact>
        <Fact name="Price">
          {formatRupees(item.lineTotal)}{" "}
          <span className="muted">
            ({item.quantity} × {formatRupees(item.unitPrice)}, MRP {formatRupees(item.mrp)}, GST{" "}
            {formatRupees(item.gstAmount)})
          </span>
        </Fact>
        <Fact name="Delivery">
          {DELIVERY_MODE_LABELS[item.shippingMethod]}, expected {item.expectedDelivery}
        </Fact>
        <Fact name="Centre">{item.centre ? centreText(item.centre) : "Not allocated"}</Fact>
        {item.store ? <Fact name="Collected from">{centreText(item.store)}</Fact> : null}
        {item.carrier || item.trackingNumber ? (
          <Fact name="Shipment">
            {item.carrier}, tracking number {item.trackingNumber}
          </Fact>
        ) : null}
        {item.pickupCodeRequired ? (
          <Fact name="Pickup code">Needed at the hand-over: the shopper has it.</Fact>
        ) : null}
        <Fact name="SKU and style">
          SKU {item.skuId}, style {item.styleId}
        </Fact>
      </dl>
      {canWrite ? (
        <>
          <ActionResult id={errorId} done={answer?.done} error={answer?.error} />
          <ItemMoves item={item} describedBy={answer?.error ? errorId : undefined} />
        </>
      ) : null}
    </section>
  );
}

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A centre as staff know it: its name, kind, city and id (the list's centre filter takes the id). */
export function centreText(centre: NonNullable<AdminOrderItem["centre"]>): string {
  return `${centre.name}, ${centre.city} (${centre.kind}, id ${centre.id})`;
}
