import type { CustomerPage } from "@odin/contracts";
import { formatMinute } from "../../lib/format";

/** The styles and brands the shopper keeps as favourites. */
export function CustomerFavourites({ favourites }: { favourites: CustomerPage["favourites"] }) {
  const { styles, brands } = favourites;
  return (
    <section aria-labelledby="favourites-title">
      <h2 id="favourites-title">Favourites</h2>
      {styles.length === 0 && brands.length === 0 ? (
        <p className="empty">No favourites.</p>
      ) : (
        <div className="field-row">
          <div>
            <h3 className="list-title">Styles</h3>
            {styles.length === 0 ? (
              <p className="muted">None.</p>
            ) : (
              <ul className="plain-list">
                {styles.map((style) => (
                  <li key={style.styleId}>
                    {style.name} <span className="muted">· {style.brandName}</span>
                    <span className="cell-note">
                      Style {style.styleId}, added{" "}
                      <time dateTime={style.addedAt}>{formatMinute(style.addedAt)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="list-title">Brands</h3>
            {brands.length === 0 ? (
              <p className="muted">None.</p>
            ) : (
              <ul className="plain-list">
                {brands.map((brand) => (
                  <li key={brand.favouriteId}>
                    {brand.name} <span className="muted">({brand.code})</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
