export type { StylesService } from "./styles.service";
export { stylePricesOf } from "./styles-rules";
