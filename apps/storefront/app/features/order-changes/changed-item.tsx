import type { CancelItem } from "@odin/contracts";

/** The item a cancel, exchange or return is about: its image, brand and name, and `details` (its size…). */
export function ChangedItem({
  item,
  details,
}: {
  item: Pick<CancelItem, "image" | "brandName" | "styleName">;
  details: string;
}) {
  return (
    <div className="order-change-item">
      <img className="order-change-item__image" src={item.image} alt="" width={90} height={120} />
      <div>
        <p className="order-change-item__brand">{item.brandName}</p>
        <p className="order-change-item__name">{item.styleName}</p>
        <p className="order-change-item__meta">{details}</p>
      </div>
    </div>
  );
}
