export type { CatalogService } from "./catalog.service";
export type { ChangeFeed } from "./change-feed";
export { photoVersionsOf } from "./photo-sql";
export { promotionShown } from "./promotion-sql";
export { cardImagesOf, type StyleCardSource, toProductCard } from "./style-card";
