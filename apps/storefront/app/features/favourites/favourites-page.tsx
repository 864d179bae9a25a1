import { type CardView, type FavouriteBrand, LABELS } from "@odin/contracts";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { LoginGate } from "../auth/login-gate";
import { ProductGrid } from "../listing/product-grid";
import { FavouriteBrands } from "./favourite-brands";
import { BRANDS_TAB, FAVOURITES_PATH } from "./favourite-forms";
import type { FavouritesPageData, FavouritesTab } from "./load-favourites.server";

const TABS: { tab: FavouritesTab; href: string; label: string }[] = [
  { tab: "products", href: FAVOURITES_PATH, label: LABELS.favourites.productsTab },
  { tab: "brands", href: `${FAVOURITES_PATH}?tab=${BRANDS_TAB}`, label: LABELS.favourites.brandsTab },
];

function Empty({ message }: { message: string }) {
  return (
    <div className="favourites-empty">
      <p>{message}</p>
      <Link href="/products" className={buttonClass("primary")}>
        {LABELS.favourites.browse}
      </Link>
    </div>
  );
}

function Products({ products }: { products: CardView[] }) {
  if (products.length === 0) return <Empty message={LABELS.favourites.noProducts} />;
  const ids = products.map((card) => card.styleId);
  return <ProductGrid cards={products} view="grid" favoured={ids} />;
}

function Brands({ brands }: { brands: FavouriteBrand[] }) {
  return brands.length === 0 ? (
    <Empty message={LABELS.favourites.noBrands} />
  ) : (
    <FavouriteBrands brands={brands} />
  );
}

/**
 * /favorites (spec 2 §2 "Favourites"): a guest sees "Please Login To Continue" with LOGIN; a shopper
 * sees the PRODUCTS and BRANDS tabs (links, so they work without scripts). Each product keeps its
 * heart, pressed: a tap removes it; each brand has REMOVE.
 */
export function FavouritesPage({ data }: { data: FavouritesPageData }) {
  if (!data.signedIn) return <LoginGate destination={FAVOURITES_PATH} heading={LABELS.favourites.title} />;
  const counts = { products: data.products.length, brands: data.brands.length };
  return (
    <div className="favourites-page container">
      <h1 className="favourites-page__title">{LABELS.favourites.title}</h1>
      <nav aria-label={LABELS.favourites.title}>
        <ul className="favourites-tabs">
          {TABS.map(({ tab, href, label }) => (
            <li key={tab}>
              <Link
                href={href}
                className="favourites-tabs__link"
                aria-current={data.tab === tab ? "page" : undefined}
              >
                {`${label} (${counts[tab]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.tab === "products" ? <Products products={data.products} /> : <Brands brands={data.brands} />}
    </div>
  );
}
