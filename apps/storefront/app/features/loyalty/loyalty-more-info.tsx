import { formatCount, formatMessage, formatRupees, LABELS, type LoyaltyMoreInfo } from "@odin/contracts";
import { Link } from "../../ui/link";
import { MY_LOYALTY_PATH } from "../account/account-menu";
import type { MoreInfoView } from "./loyalty-view";

const L = LABELS.loyalty;

function Rules({ info }: { info: LoyaltyMoreInfo }) {
  const rows: [string, string][] = [
    [L.tier, info.tier],
    [L.points, formatCount(info.points)],
    [L.value, formatRupees(info.value)],
    [L.earnedInWindow, formatCount(info.pointsEarnedInWindow)],
    [L.upgrade, info.upgradeCriteria],
    [L.downgrade, info.downgrade],
    [L.earn, info.earn],
    [L.burn, info.burn],
    [L.conversion, info.conversion],
    [L.expiry, info.expiry],
  ];
  return (
    <>
      <dl className="loyalty-info__rules">
        {rows.map(([term, value]) => (
          <div key={term} className="loyalty-info__rule">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h5 className="loyalty-info__tiers-title">{L.tiers}</h5>
      <ul className="loyalty-info__tiers">
        {info.tiers.map((tier) => (
          <li key={tier.name} aria-current={tier.name === info.tier ? "true" : undefined}>
            {formatMessage.loyaltyTierRow(tier.name, tier.minPoints, tier.earnPercent)}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A brand's more-info view (spec 3 §2 "Per-brand more-info view", §3 Loyalty): the shopper's tier,
 * points and value there, the tiers, and the programme's rules; rendered on the server when the
 * table's link names the brand, closed by a link back to the table.
 */
export function LoyaltyMoreInfoView({ view }: { view: MoreInfoView }) {
  const title = "info" in view ? view.info.brandName : view.brandName;
  return (
    <section className="loyalty-info" aria-labelledby="loyalty-info-heading">
      <h4 id="loyalty-info-heading" className="loyalty-info__title">
        {formatMessage.loyaltyProgrammeOf(title)}
      </h4>
      {"info" in view ? (
        <Rules info={view.info} />
      ) : (
        <p className="loyalty-info__problem" role="alert">
          {view.problem}
        </p>
      )}
      <Link href={MY_LOYALTY_PATH} className="loyalty-info__close">
        {L.close}
      </Link>
    </section>
  );
}
