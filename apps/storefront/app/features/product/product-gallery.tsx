import { formatMessage, IMAGE_SIZES, LABELS, type ProductDetail } from "@odin/contracts";
import { useState } from "react";

type Media = { kind: "image"; index: number } | { kind: "video"; index: number };

/**
 * The large picture (or a video) with a strip of thumbnails to switch. The first image is the page's
 * largest paint: loaded eagerly at high priority, its box reserved by width and height.
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const [shown, setShown] = useState<Media>({ kind: "image", index: 0 });
  const alt = `${product.brandName} ${product.name}`;
  const large = IMAGE_SIZES.large;
  const thumb = IMAGE_SIZES.thumbnail;
  const total = product.images.length;
  const image = product.images[shown.kind === "image" ? shown.index : 0] ?? product.images[0];
  const video = shown.kind === "video" ? product.videos[shown.index] : undefined;
  const hasStrip = total + product.videos.length > 1;
  const isShown = (media: Media) => media.kind === shown.kind && media.index === shown.index;

  return (
    <section className="product-gallery" aria-label={LABELS.productPage.images}>
      <div className="product-gallery__main">
        {video ? (
          // biome-ignore lint/a11y/useMediaCaption: product videos carry no speech
          <video
            className="product-gallery__media"
            src={video.url}
            poster={video.poster}
            width={large.width}
            height={large.height}
            controls
            preload="metadata"
          />
        ) : (
          <img
            className="product-gallery__media"
            src={image?.large}
            alt={alt}
            width={large.width}
            height={large.height}
            loading="eager"
            fetchPriority={shown.index === 0 ? "high" : "auto"}
          />
        )}
      </div>
      {hasStrip ? (
        <ul className="product-gallery__thumbs">
          {product.images.map((set, index) => (
            <li key={set.large}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={formatMessage.showProductImage(index + 1, total)}
                aria-pressed={isShown({ kind: "image", index })}
                onClick={() => setShown({ kind: "image", index })}
              >
                <img src={set.thumbnail} alt="" width={thumb.width} height={thumb.height} loading="lazy" />
              </button>
            </li>
          ))}
          {product.videos.map((item, index) => (
            <li key={item.url}>
              <button
                type="button"
                className="product-gallery__thumb product-gallery__thumb--video"
                aria-label={formatMessage.showProductVideo(index + 1)}
                aria-pressed={isShown({ kind: "video", index })}
                onClick={() => setShown({ kind: "video", index })}
              >
                <img src={item.poster} alt="" width={thumb.width} height={thumb.height} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
