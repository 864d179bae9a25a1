import { LABELS, MESSAGES, PRODUCT, type ProductDetail } from "@odin/contracts";

/** Product tags as small labels, each in its own colour (black by default, spec 2 §3). */
export function ProductTags({ tags }: { tags: ProductDetail["productTags"] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="product-tags" aria-label={LABELS.productPage.tags}>
      {tags.map((tag) => (
        <li key={tag.text} className="product-tag" style={{ color: tag.colour || PRODUCT.defaultTagColour }}>
          {tag.text}
        </li>
      ))}
    </ul>
  );
}

/** The story and the return policy; a style that cannot be returned says so instead. */
export function ProductInfo({ product }: { product: ProductDetail }) {
  return (
    <div className="product-info">
      {product.story ? (
        <section className="product-info__section" aria-labelledby="product-story">
          <h2 className="product-section-title" id="product-story">
            {LABELS.productPage.story}
          </h2>
          <p>{product.story}</p>
        </section>
      ) : null}
      <section className="product-info__section" aria-labelledby="product-returns">
        <h2 className="product-section-title" id="product-returns">
          {LABELS.productPage.returnPolicy}
        </h2>
        <p>{product.returnable ? MESSAGES.product.returnPolicy : LABELS.productPage.notReturnable}</p>
      </section>
    </div>
  );
}
