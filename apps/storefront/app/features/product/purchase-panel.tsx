import type { ProductDetail } from "@odin/contracts";
import { useState } from "react";
import { INTENT_FIELD } from "../../lib/form-answer";
import { AddToBag } from "./add-to-bag";
import { ADD_TO_BAG_INTENT, SKU_FIELD } from "./add-to-bag-form";
import { ColourOptions } from "./colour-options";
import { NotifyMe } from "./notify-me";
import { PincodeBox } from "./pincode-box";
import { PriceBlock } from "./price-block";
import { PriceInfo } from "./price-info";
import { SizeChart } from "./size-chart";
import { SizeSelector } from "./size-selector";
import { useAddToBag } from "./use-add-to-bag";

/**
 * The size the page starts with: the one a post without scripts chose, else the only SKU of a
 * single-SKU style (spec 2 §3).
 */
function initialSkuId(product: ProductDetail, posted: string | undefined): number | undefined {
  const chosen = product.skus.find((sku) => String(sku.skuId) === posted);
  return chosen?.skuId ?? (product.skus.length === 1 ? product.skus[0]?.skuId : undefined);
}

/**
 * Everything that depends on the chosen size: prices, sizes, ADD TO BAG, NOTIFY ME, delivery and
 * stores. The sizes and ADD TO BAG are one form answered by the product page's action (decision 26),
 * so a size tapped and added before the page's scripts run is never lost; NOTIFY ME, for the sizes
 * sold out, is a form of its own answered by the same action.
 */
export function PurchasePanel({
  product,
  priceInfoBlock,
  signedIn,
}: {
  product: ProductDetail;
  priceInfoBlock: boolean;
  /** A shopper is signed in: NOTIFY ME asks a guest only for a mobile number or an e-mail address. */
  signedIn: boolean;
}) {
  const bag = useAddToBag(product.styleId);
  const [skuId, setSkuId] = useState(() => initialSkuId(product, bag.answer?.values?.[SKU_FIELD]));
  const sku = product.skus.find((item) => item.skuId === skuId);
  const priced = sku ?? product;

  const select = (next: number) => {
    setSkuId(next);
    bag.clearSizeError();
  };

  return (
    <div className="purchase-panel">
      <div className="purchase-panel__price">
        <PriceBlock
          mrp={priced.mrp}
          price={priced.price}
          discountInPercentage={priced.discountInPercentage}
        />
        {priceInfoBlock ? <PriceInfo promotions={product.promotions} /> : null}
      </div>
      <ColourOptions product={product} />
      <bag.Form method="post" className="purchase-panel__form" onSubmit={bag.check} noValidate>
        <input type="hidden" name={INTENT_FIELD} value={ADD_TO_BAG_INTENT} />
        <div className="purchase-panel__sizes">
          <SizeSelector product={product} selectedSkuId={skuId} onSelect={select} error={bag.sizeError} />
          {product.sizeChartId !== undefined ? <SizeChart id={product.sizeChartId} /> : null}
        </div>
        <AddToBag product={product} sku={sku} addedSkus={bag.addedSkus} adds={bag.adds} answer={bag.answer} />
      </bag.Form>
      <NotifyMe product={product} signedIn={signedIn} />
      <PincodeBox sku={sku} />
    </div>
  );
}
