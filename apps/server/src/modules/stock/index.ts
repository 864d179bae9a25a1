export { planStockChange } from "./stock-rules";
