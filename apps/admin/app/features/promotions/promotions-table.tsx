import { formatCount, formatRupees, type PromotionSummary } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { KIND_LABELS, STATUS_LABELS } from "./promotion-words";

/** What a promotion gives, in words: "10% off", "₹250 off", "Buy 3, one free", "2× points". */
export function benefitOf(promotion: Pick<PromotionSummary, "kind" | "value">): string {
  switch (promotion.kind) {
    case "percent":
      return `${promotion.value}% off`;
    case "included":
      return `${promotion.value}% off in the prices`;
    case "flat":
      return `${formatRupees(promotion.value)} off`;
    case "buyXgetY":
      return `Buy ${promotion.value}, one free`;
    case "loyaltyMultiplier":
      return `${promotion.value}× points`;
  }
}

/** When it runs: "From … until …", or "Always". */
export function periodOf(promotion: Pick<PromotionSummary, "validFrom" | "validUntil">): string {
  const from = promotion.validFrom ? `from ${formatMinute(promotion.validFrom)}` : "";
  const until = promotion.validUntil ? `until ${formatMinute(promotion.validUntil)}` : "";
  const words = [from, until].filter(Boolean).join(" ");
  return words === "" ? "Always" : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The orders that used it, of its total limit when it has one: "12 of 500". */
export const usesOf = (promotion: Pick<PromotionSummary, "redemptions" | "maxRedemptions">) =>
  promotion.maxRedemptions === null
    ? formatCount(promotion.redemptions)
    : `${formatCount(promotion.redemptions)} of ${formatCount(promotion.maxRedemptions)}`;

/** One page of promotions, each code linking to its page. */
export function PromotionsTable({ promotions }: { promotions: readonly PromotionSummary[] }) {
  return (
    <ScrollTable id="promotions" caption="Promotions" compact>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Offer</th>
          <th scope="col">Kind</th>
          <th scope="col">Benefit</th>
          <th scope="col">Status</th>
          <th scope="col">Runs</th>
          <th scope="col">Orders</th>
        </tr>
      </thead>
      <tbody>
        {promotions.map((promotion) => (
          <tr key={promotion.promotionId}>
            <td>
              <Link to={`/promotions/${promotion.promotionId}`}>{promotion.code}</Link>
            </td>
            <td className="wide-cell">{promotion.title}</td>
            <td>{KIND_LABELS[promotion.kind]}</td>
            <td className="nowrap">{benefitOf(promotion)}</td>
            <td>{STATUS_LABELS[promotion.status]}</td>
            <td>{periodOf(promotion)}</td>
            <td className="nowrap">{usesOf(promotion)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
