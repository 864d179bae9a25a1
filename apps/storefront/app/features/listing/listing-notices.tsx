import { type BrandDetails, LABELS, PRICE_FILTER } from "@odin/contracts";
import { useEffect, useState } from "react";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { clearFiltersHref, type ListingAddress } from "./listing-links";

/** Brand journey (spec 2 §2): the legal brand names and the parent brand of a brand listing. */
export function BrandLine({ brandDetails }: { brandDetails?: BrandDetails | undefined }) {
  if (!brandDetails) return null;
  const { legalBrandNames, parentBrandName } = brandDetails;
  if (legalBrandNames.length === 0 && !parentBrandName) return null;
  return (
    <dl className="brand-line">
      {legalBrandNames.length > 0 ? (
        <div>
          <dt>{LABELS.listing.legalBrandNames}</dt>
          <dd>{legalBrandNames.join(", ")}</dd>
        </div>
      ) : null}
      {parentBrandName ? (
        <div>
          <dt>{LABELS.listing.parentBrand}</dt>
          <dd>{parentBrandName}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The server's message for an invalid custom price in the address (spec 2 §5). Once hydrated it
 * goes after PRICE_FILTER.errorDisplayMs, like the form's messages.
 */
export function PriceNotice({ message }: { message?: string | undefined }) {
  const [shown, setShown] = useState(message);
  useEffect(() => {
    setShown(message);
    if (!message) return;
    const timer = window.setTimeout(() => setShown(undefined), PRICE_FILTER.errorDisplayMs);
    return () => window.clearTimeout(timer);
  }, [message]);
  return (
    <p className="price-notice container" role="alert">
      {shown}
    </p>
  );
}

/** No styles: with filters applied, a way to clear them; otherwise a way to everything else. */
export function EmptyState({ filtered, address }: { filtered: boolean; address: ListingAddress }) {
  return (
    <div className="listing-empty">
      <h2 className="listing-empty__title">
        {filtered ? LABELS.listing.noMatchesTitle : LABELS.listing.noStylesTitle}
      </h2>
      <p>{filtered ? LABELS.listing.noMatchesText : LABELS.listing.noStylesText}</p>
      {filtered ? (
        <Link className={buttonClass("primary")} href={clearFiltersHref(address)}>
          {LABELS.listing.clearAll}
        </Link>
      ) : (
        <Link className={buttonClass("primary")} href="/products">
          {LABELS.listing.browseAll}
        </Link>
      )}
    </div>
  );
}
