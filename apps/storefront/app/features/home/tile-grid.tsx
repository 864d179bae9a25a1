import type { TemplateSection } from "@odin/contracts";
import { Link } from "../../ui/link";

type Tiles = Extract<TemplateSection, { type: "tile_grid" }>["tiles"];

/**
 * A grid of image tiles with labels, each a link. Boxes keep a 4:5 shape so nothing shifts. An alt text
 * that only repeats the visible label is dropped, so screen readers do not hear the name twice.
 */
export function TileGrid({ id, title, tiles }: { id: string; title: string; tiles: Tiles }) {
  if (tiles.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby={id}>
      <h2 className="home-section__title" id={id}>
        {title}
      </h2>
      <ul className="tile-grid">
        {tiles.map((tile) => (
          <li key={`${tile.label}|${tile.url}`}>
            <Link className="tile" href={tile.url}>
              <img
                className="tile__image"
                src={tile.image}
                alt={tile.alt === tile.label ? "" : tile.alt}
                width={400}
                height={500}
                loading="lazy"
                decoding="async"
              />
              <span className="tile__label">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
