import type { CardView } from "@odin/contracts";
import { ProductCard } from "../product-card/product-card";

/** A titled horizontal list of product cards (similar and recently viewed styles); nothing when empty. */
export function StyleStrip({
  id,
  title,
  styles,
}: {
  id: string;
  title: string;
  styles: readonly CardView[];
}) {
  if (styles.length === 0) return null;
  return (
    <section className="style-strip container" aria-labelledby={id}>
      <h2 className="style-strip__title" id={id}>
        {title}
      </h2>
      <ul className="style-strip__list">
        {styles.map((style) => (
          <li key={style.styleId} className="style-strip__item">
            <ProductCard card={style} />
          </li>
        ))}
      </ul>
    </section>
  );
}
