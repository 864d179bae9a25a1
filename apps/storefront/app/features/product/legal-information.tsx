import type { LegalInformation as Legal } from "@odin/contracts";
import type { ReactNode } from "react";
import { LEGAL_LABELS } from "./legal-information-labels";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="legal-information__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A name over its address; the address keeps the lines it was written in. */
function NameAndAddress({ name, address }: { name: string; address: string }) {
  return (
    <>
      {name}
      <br />
      <span className="legal-information__address">{address}</span>
    </>
  );
}

/** `mailto:` with the address's two halves encoded (it may hold `+`, `?` or `#`). */
const mailto = (email: string) => `mailto:${email.split("@").map(encodeURIComponent).join("@")}`;
/** `tel:` with the digits and a leading `+` only. */
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * The declarations a shopper reads before buying (packages/contracts catalog/declarations.ts): the
 * Legal Metrology (Packaged Commodities) Rules' rule 6 (MRP, maker, country of origin, customer care,
 * and for packaged goods the net quantity, the month and year of manufacture or import and the unit
 * sale price) and the Consumer Protection (E-Commerce) Rules' rule 6(5) (the seller, the returns).
 * The server words every value; a group it leaves null is left out. Always open, like the story and
 * the return policy beside it, and in the server's HTML: nothing here waits for scripts.
 */
export function LegalInformation({ legal }: { legal: Legal }) {
  const { maker, customerCare, seller, packaged } = legal;
  return (
    <section className="legal-information" aria-labelledby="product-legal">
      <h2 className="product-section-title" id="product-legal">
        {LEGAL_LABELS.title}
      </h2>
      <dl className="legal-information__list">
        <Row label={LEGAL_LABELS.mrp}>{legal.mrp}</Row>
        {maker ? (
          <Row label={LEGAL_LABELS.makerRole[maker.role]}>
            <NameAndAddress name={maker.name} address={maker.address} />
          </Row>
        ) : null}
        {legal.countryOfOrigin ? (
          <Row label={LEGAL_LABELS.countryOfOrigin}>{legal.countryOfOrigin}</Row>
        ) : null}
        {customerCare ? (
          <Row label={LEGAL_LABELS.customerCare}>
            <a className="legal-information__link" href={mailto(customerCare.email)}>
              {customerCare.email}
            </a>
            <br />
            <a className="legal-information__link" href={tel(customerCare.phone)}>
              {customerCare.phone}
            </a>
          </Row>
        ) : null}
        {seller ? (
          <Row label={LEGAL_LABELS.soldBy}>
            <NameAndAddress name={seller.name} address={seller.address} />
          </Row>
        ) : null}
        {legal.sizes.length > 0 ? (
          <Row label={LEGAL_LABELS.sizes}>
            <ul className="legal-information__sizes">
              {legal.sizes.map(({ size, measurement }) => (
                <li key={size}>
                  <span className="legal-information__size">{size}</span>: {measurement}
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
        {packaged ? (
          <>
            <Row label={LEGAL_LABELS.netQuantity}>{packaged.netQuantity}</Row>
            <Row label={packaged.madeOnLabel}>{packaged.madeOn}</Row>
            {packaged.unitSalePrice !== null ? (
              <Row label={LEGAL_LABELS.unitSalePrice}>{packaged.unitSalePrice}</Row>
            ) : null}
          </>
        ) : null}
        <Row label={LEGAL_LABELS.returns}>{legal.returns}</Row>
      </dl>
    </section>
  );
}
