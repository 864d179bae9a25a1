import { type CustomerPage, formatRupees } from "@odin/contracts";
import { formatMinute } from "../../lib/format";

type LoyaltyBrand = CustomerPage["loyalty"][number];

/** What each kind of ledger entry means to customer care. */
const KIND_LABELS: Record<string, string> = {
  earn: "Earned",
  redeem: "Spent",
  reverse: "Given back",
  expire: "Expired",
  take_back: "Taken back (return)",
  adjust: "Adjusted by staff",
};

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/**
 * The shopper's points at each brand: the balance, its worth, and the newest entries of the ledger,
 * which is only ever added to (an adjustment is an entry with its reason, never an edited balance).
 */
export function CustomerLoyalty({ loyalty }: { loyalty: readonly LoyaltyBrand[] }) {
  if (loyalty.length === 0) return <p className="empty">No points at any brand yet.</p>;
  return (
    <>
      {loyalty.map((brand) => (
        <section key={brand.brandId} aria-labelledby={`points-${brand.brandId}-title`} className="stack">
          <h3 id={`points-${brand.brandId}-title`} className="list-title">
            {brand.brandName} <span className="muted">({brand.brandCode})</span>
          </h3>
          <p>
            Balance <strong>{brand.balance} points</strong>, worth {formatRupees(brand.value)}.{" "}
            <span className="muted">{brand.earned} earned in all.</span>
          </p>
          {brand.entries.length === 0 ? null : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            <section className="table-scroll" tabIndex={0} aria-labelledby={`ledger-${brand.brandId}`}>
              <table className="table table-compact">
                <caption id={`ledger-${brand.brandId}`} className="visually-hidden">
                  Latest points entries at {brand.brandName}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Entry</th>
                    <th scope="col">Points</th>
                    <th scope="col">Order</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Expires</th>
                  </tr>
                </thead>
                <tbody>
                  {brand.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>
                        <time dateTime={entry.createdAt}>{formatMinute(entry.createdAt)}</time>
                      </td>
                      <td>{KIND_LABELS[entry.kind] ?? entry.kind}</td>
                      <td className="nowrap">{signed(entry.points)}</td>
                      <td className="nowrap">{entry.orderRef ?? <span className="muted">(none)</span>}</td>
                      <td>{entry.reason ?? <span className="muted">(none)</span>}</td>
                      <td className="nowrap">
                        {entry.expiresAt ? (
                          <time dateTime={entry.expiresAt}>{formatMinute(entry.expiresAt)}</time>
                        ) : (
                          <span className="muted">(none)</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </section>
      ))}
    </>
  );
}
