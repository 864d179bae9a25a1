export { type StylePrices, stylePricesOf } from "./styles-rules";
