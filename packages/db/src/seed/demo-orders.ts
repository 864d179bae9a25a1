import {
  articleTypeBySlug,
  placeholderImageUrl,
  SHIPPING_METHODS,
  styleImageUrl,
  styleUrl,
} from "@odin/contracts";
import type { Database } from "../client";
import { orderItems, orders } from "../schema";
import type { BrandRow } from "./brands";
import { insertRows, syncSequence } from "./bulk";
import type { CentreRow } from "./centres";
import type { SkuRow } from "./skus";
import { SEED_EPOCH, type StyleRow } from "./styles";
import type { UserRow } from "./users";

/** Styles each demo shopper has bought and received, so the demo can show reviewing (docs/demo-data.md). */
const PURCHASES_PER_SHOPPER = 3;
const BUYERS = ["asha@example.in", "vikram@example.in"] as const;
const DAY_MS = 86_400_000;

type OrderRow = typeof orders.$inferInsert & { id: number };
type ItemRow = typeof orderItems.$inferInsert;

function imageOf(style: StyleRow): string {
  const silhouette = style.imageViews.includes("front")
    ? articleTypeBySlug(style.articleType)?.silhouette
    : undefined;
  return silhouette
    ? styleImageUrl(silhouette, style.colourCode, "front", "thumbnail")
    : placeholderImageUrl("thumbnail");
}

/**
 * One delivered order per demo buyer: Asha gets the first in-stock styles of the catalog that have a
 * size, Vikram the next ones, so each can write a review as a verified buyer. Order numbers start with
 * "OD9" followed by zeros, which the random 12-digit numbers of real orders are unlikely to meet.
 */
export function buildDemoOrders(input: {
  users: readonly UserRow[];
  styles: readonly StyleRow[];
  skus: readonly SkuRow[];
  brands: readonly BrandRow[];
  centres: readonly CentreRow[];
}): { orders: OrderRow[]; items: ItemRow[] } {
  const warehouse = input.centres.find((centre) => centre.kind === "warehouse");
  if (!warehouse) throw new Error("the seed has no warehouse");
  const firstSku = new Map<number, SkuRow>();
  for (const sku of input.skus) if (!firstSku.has(sku.styleId)) firstSku.set(sku.styleId, sku);
  const bought = input.styles.filter((style) => style.inStock && firstSku.has(style.id));
  const rows: OrderRow[] = [];
  const items: ItemRow[] = [];
  BUYERS.forEach((email, index) => {
    const user = input.users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`the seed has no user ${email}`);
    const styles = bought.slice(index * PURCHASES_PER_SHOPPER, (index + 1) * PURCHASES_PER_SHOPPER);
    const placedAt = new Date(SEED_EPOCH.getTime() - (20 + index) * DAY_MS);
    const deliveredAt = new Date(placedAt.getTime() + 4 * DAY_MS);
    const id = index + 1;
    const total = styles.reduce((sum, style) => sum + style.price, 0);
    rows.push({
      id,
      orderNumber: `OD9${String(id).padStart(11, "0")}`,
      userId: user.id,
      status: "PLACED",
      pincode: warehouse.pincode,
      shippingAddress: {
        firstName: user.firstName,
        lastName: user.lastName ?? "",
        address: "12, Demo Street",
        city: warehouse.city,
        state: warehouse.state,
        pincode: warehouse.pincode,
        mobileNumber: user.mobileNumber ?? "",
      },
      pricing: { lines: [], total },
      total,
      idempotencyKey: `seed-order-${id}`,
      requestHash: `seed-order-${id}`,
      createdAt: placedAt,
      updatedAt: deliveredAt,
    });
    for (const style of styles) {
      const sku = firstSku.get(style.id) as SkuRow;
      const brand = input.brands.find((candidate) => candidate.id === style.brandId);
      items.push({
        orderId: id,
        skuId: sku.id,
        styleId: style.id,
        brandId: style.brandId,
        fcId: warehouse.id,
        quantity: 1,
        mrp: sku.mrp,
        unitPrice: sku.price,
        lineTotal: sku.price,
        hsnCode: style.hsnCode,
        gstRate: 0,
        gstAmount: 0,
        shippingMethod: SHIPPING_METHODS.standard,
        product: {
          styleName: style.name,
          brandName: brand?.name ?? "",
          image: imageOf(style),
          url: styleUrl(style.slug, style.code),
          size: sku.size,
          colour: style.colour,
        },
        status: "DELIVERED",
        statusAt: deliveredAt,
        expectedDelivery: deliveredAt.toISOString().slice(0, 10),
      });
    }
  });
  return { orders: rows, items };
}

export async function insertDemoOrders(
  db: Database,
  built: ReturnType<typeof buildDemoOrders>,
): Promise<void> {
  await insertRows(db, orders, built.orders);
  await insertRows(db, orderItems, built.items);
  await syncSequence(db, orders);
}
