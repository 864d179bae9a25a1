import { MESSAGES, type ProductDetail } from "@odin/contracts";
import { useState } from "react";
import { AddToBag } from "./add-to-bag";
import { ColourOptions } from "./colour-options";
import { PincodeBox } from "./pincode-box";
import { PriceBlock } from "./price-block";
import { PriceInfo } from "./price-info";
import { SizeChart } from "./size-chart";
import { SizeSelector } from "./size-selector";

/** A style with exactly one SKU has it preselected (spec 2 §3). */
function initialSkuId(product: ProductDetail): number | undefined {
  return product.skus.length === 1 ? product.skus[0]?.skuId : undefined;
}

/**
 * Everything that depends on the chosen size: prices, sizes, ADD TO BAG, delivery and stores.
 */
export function PurchasePanel({
  product,
  priceInfoBlock,
}: {
  product: ProductDetail;
  priceInfoBlock: boolean;
}) {
  const [skuId, setSkuId] = useState(() => initialSkuId(product));
  const [sizeError, setSizeError] = useState<string>();
  const sku = product.skus.find((item) => item.skuId === skuId);
  const priced = sku ?? product;

  const select = (next: number) => {
    setSkuId(next);
    setSizeError(undefined);
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
      <div className="purchase-panel__sizes">
        <SizeSelector product={product} selectedSkuId={skuId} onSelect={select} error={sizeError} />
        {product.sizeChartId !== undefined ? <SizeChart id={product.sizeChartId} /> : null}
      </div>
      <AddToBag product={product} sku={sku} onMissingSize={() => setSizeError(MESSAGES.product.selectSize)} />
      <PincodeBox sku={sku} />
    </div>
  );
}
