import { type BrandListItem, LABELS } from "@odin/contracts";
import { Link } from "../../ui/link";
import { type BrandGroup, OTHER_LETTER } from "./brand-index";

/** Logos are drawn square; shown small, with their space reserved. Legal names and parent brand as on the brand listing. */
const LOGO_PX = 56;

function BrandEntry({ brand }: { brand: BrandListItem }) {
  return (
    <li className="brand-entry">
      <img
        className="brand-entry__logo"
        src={brand.images.logo}
        alt=""
        width={LOGO_PX}
        height={LOGO_PX}
        loading="lazy"
        decoding="async"
      />
      <div className="brand-entry__text">
        <Link className="brand-entry__name" href={brand.url}>
          {brand.brandName}
        </Link>
        <dl className="brand-entry__facts">
          <div>
            <dt>{LABELS.listing.legalBrandNames}</dt>
            <dd>{brand.legalBrandName}</dd>
          </div>
          <div>
            <dt>{LABELS.listing.parentBrand}</dt>
            <dd>{brand.parentBrand}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

const headingId = (letter: string) => `brands-${letter === OTHER_LETTER ? "other" : letter.toLowerCase()}`;

/** The brands under one heading per first letter. */
export function BrandGroups({ groups }: { groups: readonly BrandGroup[] }) {
  return (
    <div className="brand-groups">
      {groups.map((group) => (
        <section key={group.letter} className="brand-group" aria-labelledby={headingId(group.letter)}>
          <h2 className="brand-group__letter" id={headingId(group.letter)}>
            {group.letter}
          </h2>
          <ul className="brand-group__list">
            {group.brands.map((brand) => (
              <BrandEntry key={brand.code} brand={brand} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
