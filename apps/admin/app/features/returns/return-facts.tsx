import { type AdminReturnDetails, formatRupees } from "@odin/contracts";
import type { ReactNode } from "react";
import { formatDay, formatMinute } from "../../lib/format";
import { MODE_LABELS } from "./return-words";

/**
 * What a return is: the item, the shopper, why they sent it back, how it travels and where the
 * money goes. Each part a titled list of facts, which stack on a phone and sit side by side on a
 * wider screen.
 */
export function ReturnFacts({ page }: { page: AdminReturnDetails }) {
  const { item, shopper, reason, refund } = page;
  return (
    <div className="fact-groups">
      <Facts id="item" title="Item">
        <Fact name="Style">
          {item.styleName}
          <span className="cell-note">
            {item.brandName} · style {item.styleId}
          </span>
        </Fact>
        <Fact name="Size and colour">
          {item.size} · {item.colour}
        </Fact>
        <Fact name="Quantity">{item.quantity}</Fact>
        <Fact name="Line total">{formatRupees(item.lineTotal)}</Fact>
        <Fact name="Order">
          {page.orderId}
          <span className="cell-note">item {item.itemId}</span>
        </Fact>
        <Fact name="Item status">
          <span className="status">{item.status}</span>
        </Fact>
      </Facts>
      <Facts id="shopper" title="Shopper">
        <Fact name="Name">{shopper.name}</Fact>
        <Fact name="E-mail">{shopper.email ?? <None />}</Fact>
        <Fact name="Mobile">{shopper.mobileNumber ?? <None />}</Fact>
        <Fact name="Reason">{reason.reason}</Fact>
        <Fact name="Their words">{reason.comment === "" ? <None /> : reason.comment}</Fact>
        <Fact name="Asked for">
          <time dateTime={page.requestedAt}>{formatMinute(page.requestedAt)}</time>
        </Fact>
      </Facts>
      <Facts id="journey" title="Pickup and check">
        <Fact name="Mode">{MODE_LABELS[page.mode]}</Fact>
        <Fact name="Back to">
          {page.centreName}
          <span className="cell-note">centre {page.fcId}</span>
        </Fact>
        {page.mode === "REVERSEPICKUP" ? (
          <>
            <Fact name="Pickup day">
              {page.pickupScheduledFor ? formatDay(page.pickupScheduledFor) : <None />}
            </Fact>
            <Fact name="Pickup address">
              {page.pickupAddress ? <Address address={page.pickupAddress} /> : <None />}
            </Fact>
          </>
        ) : null}
        <Fact name="Received">
          {page.receivedAt ? (
            <time dateTime={page.receivedAt}>{formatMinute(page.receivedAt)}</time>
          ) : (
            <None />
          )}
        </Fact>
        <Fact name="Quality check">
          {page.qualityCheck === null ? <None /> : page.qualityCheck === "PASSED" ? "Passed" : "Failed"}
          {page.qualityNote ? <span className="cell-note">{page.qualityNote}</span> : null}
        </Fact>
      </Facts>
      <Facts id="refund" title="Refund">
        <Fact name="Total">{formatRupees(refund.total)}</Fact>
        {refund.toSource > 0 ? <Fact name="To the payment">{formatRupees(refund.toSource)}</Fact> : null}
        {refund.toLoyalty > 0 ? <Fact name="As points">{formatRupees(refund.toLoyalty)}</Fact> : null}
        {refund.toBankTransfer > 0 ? (
          <Fact name="By bank transfer">{formatRupees(refund.toBankTransfer)}</Fact>
        ) : null}
        <Fact name="Paid out since">
          {refund.requestedAt ? (
            <time dateTime={refund.requestedAt}>{formatMinute(refund.requestedAt)}</time>
          ) : (
            <span className="muted">Not yet: it is paid once the check passes</span>
          )}
        </Fact>
      </Facts>
    </div>
  );
}

function Facts({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`facts-${id}-title`} className="panel">
      <h2 id={`facts-${id}-title`}>{title}</h2>
      <dl className="facts">{children}</dl>
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

function None() {
  return <span className="muted">(none)</span>;
}

function Address({ address }: { address: NonNullable<AdminReturnDetails["pickupAddress"]> }) {
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      {address.landmark ? (
        <>
          <br />
          {address.landmark}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      {address.mobileNumber}
    </address>
  );
}
