import { island } from "../../ui/island";

/** The footer, hydrated as it comes near the screen (decision 78). */
export const SiteFooter = island("footer", "visible", () =>
  import("./footer").then((module) => module.Footer),
);
