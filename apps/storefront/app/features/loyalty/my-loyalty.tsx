import {
  formatCount,
  formatMessage,
  formatRupees,
  LABELS,
  type LoyaltyPointsData,
  MESSAGES,
} from "@odin/contracts";
import { Link } from "../../ui/link";
import { LoyaltyMoreInfoView } from "./loyalty-more-info";
import { LOYALTY_BRAND_PARAM, type LoyaltyView } from "./loyalty-view";

const L = LABELS.loyalty;

const moreInfoHref = (brandName: string) =>
  `/account?${new URLSearchParams({ [LOYALTY_BRAND_PARAM]: brandName })}#loyalty`;

/** The loyalty table: Brands | Points Earned | Loyalty Value | Loyalty Balance, a more-info link per brand, the totals. */
export function LoyaltyTable({ points }: { points: LoyaltyPointsData }) {
  return (
    <div className="loyalty-table__wrap">
      <table className="loyalty-table">
        <thead>
          <tr>
            <th scope="col">{L.brands}</th>
            <th scope="col">{L.pointsEarned}</th>
            <th scope="col">{L.loyaltyValue}</th>
            <th scope="col">{L.loyaltyBalance}</th>
          </tr>
        </thead>
        <tbody>
          {points.brands.map((brand) => (
            <tr key={brand.brandCode}>
              <th scope="row">
                <span className="loyalty-table__brand">{brand.brandName}</span>
                <Link
                  href={moreInfoHref(brand.brandName)}
                  className="loyalty-table__more"
                  aria-label={formatMessage.loyaltyMoreInfoOf(brand.brandName)}
                >
                  {L.moreInfo}
                </Link>
              </th>
              <td>{formatCount(brand.pointsEarned)}</td>
              <td>{formatRupees(brand.loyaltyValue)}</td>
              <td>{formatCount(brand.loyaltyBalance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{L.total}</th>
            <td>{formatCount(points.totals.pointsEarned)}</td>
            <td>{formatRupees(points.totals.loyaltyValue)}</td>
            <td>{formatCount(points.totals.loyaltyBalance)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * My Loyalty (spec 3 §2 Loyalty, `/account#loyalty`): "YOU'VE EARNED LOYALTY POINTS" over the
 * table, with a brand's more-info view when one is open; an empty state without points; the spec's
 * failure message when the points could not be read. Only signed-in shoppers reach /account.
 */
export function MyLoyalty({ view }: { view: LoyaltyView }) {
  return (
    <section id="loyalty" className="my-loyalty" aria-labelledby="my-loyalty-heading">
      <h2 id="my-loyalty-heading" className="account-page__subtitle">
        {LABELS.account.myLoyalty}
      </h2>
      {view.kind === "error" ? (
        <p className="my-loyalty__error" role="alert">
          {MESSAGES.loyalty.fetchError}
        </p>
      ) : view.points.brands.length === 0 ? (
        <p className="my-loyalty__empty">{MESSAGES.loyalty.noPoints}</p>
      ) : (
        <>
          <h3 className="my-loyalty__heading">{L.heading}</h3>
          <LoyaltyTable points={view.points} />
          {view.moreInfo ? <LoyaltyMoreInfoView view={view.moreInfo} /> : null}
        </>
      )}
    </section>
  );
}
