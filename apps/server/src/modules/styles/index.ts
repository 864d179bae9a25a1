export type { StylesService } from "./styles.service";
export { type StylePrices, stylePricesOf } from "./styles-rules";
