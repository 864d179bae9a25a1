import { SIZE_SETS } from "@odin/contracts";
import { createRandom } from "./random";
import type { StyleRow } from "./styles";

export const SKU_ID_START = 5_000_001;
/** GS1 prefix of India. */
const EAN_PREFIX = "890";

export interface SkuRow {
  id: number;
  styleId: number;
  size: string;
  tenantSize: string | null;
  tenantSizeLabel: string | null;
  ean: string;
  mrp: number;
  price: number;
  position: number;
}

/** EAN-13: the prefix, nine digits of the SKU id and the GS1 check digit. */
export function ean13(skuId: number): string {
  const body = `${EAN_PREFIX}${String(skuId).padStart(9, "0")}`;
  if (body.length !== 12) throw new Error(`SKU id ${skuId} does not fit an EAN-13`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** About one in five waist- or shoe-sized styles also shows an alternate size with a label. */
function tenantSizing(style: StyleRow): ((size: string) => [string, string]) | null {
  if (style.sizeSet !== "waist" && style.sizeSet !== "shoes") return null;
  if (!createRandom(`tenant-size:${style.id}`).chance(0.2)) return null;
  return style.sizeSet === "shoes" ? (size) => [`UK ${size}`, "UK Size"] : (size) => [size, "Waist (in)"];
}

/** One SKU per size of the style's size set, ids in style order. */
export function generateSkus(styles: readonly StyleRow[]): SkuRow[] {
  const skus: SkuRow[] = [];
  for (const style of styles) {
    const tenant = tenantSizing(style);
    SIZE_SETS[style.sizeSet].forEach((size, position) => {
      const id = SKU_ID_START + skus.length;
      const [tenantSize, tenantSizeLabel] = tenant ? tenant(size) : [null, null];
      skus.push({
        id,
        styleId: style.id,
        size,
        tenantSize,
        tenantSizeLabel,
        ean: ean13(id),
        mrp: style.mrp,
        price: style.price,
        position: position + 1,
      });
    });
  }
  return skus;
}
