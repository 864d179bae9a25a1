import { island } from "../../ui/island";

/*
 * The header's parts whose scripts wait for the shopper's first touch (decision 78). Until then the
 * menus open by the browser's invoker commands.
 */

export const MobileMenu = island("menu", "interaction", () =>
  import("./mobile-menu").then((module) => module.MobileMenu),
);

export const BrandMenu = island("brand-menu", "interaction", () =>
  import("./brand-menu").then((module) => module.BrandMenu),
);
