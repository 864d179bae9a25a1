import { existsSync, mkdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { claimsFolder, PORT } from "./servers";
import { postApi } from "./support";

/**
 * Sizes a journey takes for itself. A size in stock may hold one unit: two journeys on two workers
 * that both found it in stock would race for it, and one order would fail for want of stock. So a
 * journey claims each size it puts in a bag, for the whole run: a claim is a directory made under
 * `.data/e2e-<port>-claims` (made or refused at once, whichever worker process asks), which the run's
 * store command removes with the store. Claimed sizes are many fewer than the catalog's.
 */

const CLAIMS = `${claimsFolder(PORT)}/`;

export interface ClaimedSize {
  skuId: number;
  /** The style's product page. */
  url: string;
  /** The style's name, as its page's heading shows it. */
  name: string;
  /** The size's price, in paise. */
  price: number;
  /** The units that could be sold when the style was read. */
  units: number;
  /** Whether the style may be returned (innerwear, lingerie, fragrances and beauty may not). */
  returnable: boolean;
}

/** True when this journey is the first to claim the size: it is then its own for the run. */
export function claim(skuId: number): boolean {
  mkdirSync(CLAIMS, { recursive: true });
  try {
    mkdirSync(`${CLAIMS}${skuId}`);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Another journey's already. */
const claimed = (skuId: number) => existsSync(`${CLAIMS}${skuId}`);

interface Product {
  url: string;
  name: string;
  returnable: boolean;
  skus: { skuId: number; price: number; inStock: boolean; tenantsellableQty: number }[];
}

/** Styles read by this worker: a size's stock only falls by an order, and only its claimant orders it. */
const styles = new Map<number, Promise<Product>>();

function productOf(request: APIRequestContext, styleId: number): Promise<Product> {
  const known = styles.get(styleId);
  if (known) return known;
  const read = postApi<Product>(request, "/api/product/details", { styleId });
  styles.set(styleId, read);
  return read;
}

/** How deep a listing is read for sizes: its first pages (pages are cumulative, spec 2 §2). */
const LISTING_PAGES = 6;

/**
 * Claims one size in stock of each of `count` different styles listed at `deeplinkurl` (`/products`,
 * `/products?f-br=us` for a brand's), in the listing's order, skipping sizes other journeys claimed
 * and those `fits` refuses (checked before the claim). Each size is this journey's for the run.
 */
export async function claimSizes(
  request: APIRequestContext,
  deeplinkurl: string,
  count: number,
  fits: (size: ClaimedSize) => boolean | Promise<boolean> = () => true,
): Promise<ClaimedSize[]> {
  const taken: ClaimedSize[] = [];
  const seen = new Set<number>();
  const separator = deeplinkurl.includes("?") ? "&" : "?";
  for (let page = 1; page <= LISTING_PAGES; page += 1) {
    const listing = await postApi<{ styles: { styleList: { styleId: number }[] }; totalPages: number }>(
      request,
      "/api/v2/listing/products",
      { deeplinkurl: page === 1 ? deeplinkurl : `${deeplinkurl}${separator}p=${page}` },
    );
    for (const { styleId } of listing.styles.styleList) {
      if (seen.has(styleId)) continue;
      seen.add(styleId);
      const product = await productOf(request, styleId);
      for (const sku of product.skus) {
        if (!sku.inStock || sku.tenantsellableQty < 1 || claimed(sku.skuId)) continue;
        const size = {
          skuId: sku.skuId,
          url: product.url,
          name: product.name,
          price: sku.price,
          units: sku.tenantsellableQty,
          returnable: product.returnable,
        };
        if (!(await fits(size)) || !claim(sku.skuId)) continue;
        taken.push(size);
        break;
      }
      if (taken.length === count) return taken;
    }
    if (page >= listing.totalPages) break;
  }
  throw new Error(`fewer than ${count} styles with a size in stock left to claim at ${deeplinkurl}`);
}

/** One claimed size of a style listed at `deeplinkurl` (see claimSizes). */
export async function claimSize(
  request: APIRequestContext,
  deeplinkurl = "/products",
  fits?: (size: ClaimedSize) => boolean | Promise<boolean>,
): Promise<ClaimedSize> {
  const [size] = await claimSizes(request, deeplinkurl, 1, fits);
  if (!size) throw new Error(`no size to claim at ${deeplinkurl}`);
  return size;
}
