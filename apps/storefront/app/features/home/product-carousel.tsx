import type { CardView } from "@odin/contracts";
import { LABELS } from "@odin/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../ui/icons";
import { Link } from "../../ui/link";
import { ProductCard } from "../product-card/product-card";

interface ProductCarouselProps {
  id: string;
  title: string;
  viewAllUrl: string;
  products: CardView[];
}

/**
 * A titled, horizontally scrolling row of product cards with scroll snapping. It scrolls by touch,
 * trackpad or keyboard focus before hydration; the previous/next buttons page by one view once hydrated.
 */
export function ProductCarousel({ id, title, viewAllUrl, products }: ProductCarouselProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    // In the next frame, whose layout the browser does anyway, not in the task that hydrates the page.
    const frame = window.requestAnimationFrame(measure);
    window.addEventListener("resize", measure);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("resize", measure);
    };
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * list.clientWidth, behavior: reduce ? "auto" : "smooth" });
  };

  return (
    <section className="home-section product-carousel container" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 className="home-section__title" id={id}>
          {title}
        </h2>
        <Link className="home-section__view-all" href={viewAllUrl}>
          {LABELS.shell.carouselViewAll}
          <span className="visually-hidden">{`: ${title}`}</span>
        </Link>
        <div className="product-carousel__buttons">
          <button
            type="button"
            className="round-button"
            aria-label={LABELS.shell.previousProducts}
            aria-controls={`${id}-list`}
            disabled={edges.atStart}
            onClick={() => page(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="round-button"
            aria-label={LABELS.shell.nextProducts}
            aria-controls={`${id}-list`}
            disabled={edges.atEnd}
            onClick={() => page(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul className="product-carousel__list" id={`${id}-list`} ref={listRef} onScroll={measure}>
        {products.map((product) => (
          <li className="product-carousel__item" key={product.styleId}>
            <ProductCard card={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
