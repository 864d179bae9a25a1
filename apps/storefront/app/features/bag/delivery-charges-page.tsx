import { type DeliveryChargesResponse, formatRupees, LABELS } from "@odin/contracts";
import { Link } from "../../ui/link";
import { BAG_PATH } from "./bag-forms";

/**
 * /delivery_charges (spec 3 §2 "Delivery charges information"): the charge, the order value that
 * ships free and the cash-on-delivery charge, then the rule in the server's words.
 */
export function DeliveryChargesPage({ charges }: { charges: DeliveryChargesResponse }) {
  const facts = [
    { label: LABELS.deliveryChargesPage.charge, value: formatRupees(charges.charge) },
    { label: LABELS.deliveryChargesPage.freeAbove, value: formatRupees(charges.freeAbove) },
    { label: LABELS.deliveryChargesPage.codCharge, value: formatRupees(charges.codCharge) },
  ];
  return (
    <div className="delivery-charges container">
      <h1 className="bag-page__title">{LABELS.bag.deliveryCharges}</h1>
      <dl className="delivery-charges__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="delivery-charges__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="delivery-charges__rules">
        {charges.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <Link href={BAG_PATH} className="delivery-charges__back">
        {LABELS.deliveryChargesPage.backToBag}
      </Link>
    </div>
  );
}
