import { articleTypeBySlug, type Silhouette } from "@odin/contracts";

/** What the gate needs of a style: its article type, colour and whether it has pictures at all. */
export interface PicturedStyle {
  id: number;
  articleType: string;
  colourCode: string;
  imageViews: string[];
}

/** `silhouette/rrggbb`: the part of a product picture's address that the catalog decides. */
export function pairKey(silhouette: Silhouette, colour: string): string {
  return `${silhouette}/${colour.replace("#", "").toLowerCase()}`;
}

/** The pair a style's pictures are drawn in; none for a style shown with the placeholder. */
function pairOf(style: PicturedStyle): string | undefined {
  const silhouette = articleTypeBySlug(style.articleType)?.silhouette;
  return silhouette && style.imageViews.length > 0 ? pairKey(silhouette, style.colourCode) : undefined;
}

/**
 * The (silhouette, colour) pairs the catalog's styles are drawn in, counted per style so that a
 * style changing colour or leaving the catalog takes its pair away once no other style uses it.
 * A lookup is one `Set`-like map read, cheap enough for every picture request.
 */
export class DrawnPairs {
  private readonly pairOfStyle = new Map<number, string>();
  private readonly stylesOfPair = new Map<string, number>();

  has(silhouette: Silhouette, colour: string): boolean {
    return this.stylesOfPair.has(pairKey(silhouette, colour));
  }

  get size(): number {
    return this.stylesOfPair.size;
  }

  /** Forgets everything and takes the whole catalog's styles. */
  replace(styles: readonly PicturedStyle[]): void {
    this.pairOfStyle.clear();
    this.stylesOfPair.clear();
    for (const style of styles) this.add(style.id, pairOf(style));
  }

  /** Takes the current rows of the styles `ids`; an id without a row has left the catalog. */
  update(ids: readonly number[], styles: readonly PicturedStyle[]): void {
    for (const id of ids) this.remove(id);
    for (const style of styles) this.add(style.id, pairOf(style));
  }

  private add(id: number, pair: string | undefined): void {
    if (pair === undefined) return;
    this.pairOfStyle.set(id, pair);
    this.stylesOfPair.set(pair, (this.stylesOfPair.get(pair) ?? 0) + 1);
  }

  private remove(id: number): void {
    const pair = this.pairOfStyle.get(id);
    if (pair === undefined) return;
    this.pairOfStyle.delete(id);
    const left = (this.stylesOfPair.get(pair) ?? 1) - 1;
    if (left === 0) this.stylesOfPair.delete(pair);
    else this.stylesOfPair.set(pair, left);
  }
}
