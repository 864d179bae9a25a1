export type { StoreLocatorService } from "./store-locator.service";
