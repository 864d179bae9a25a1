import { LABELS, type ProductCard, routes } from "@odin/contracts";
import { useEffect, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { recordRecentlyViewed } from "../../lib/recently-viewed";
import { StyleStrip } from "./style-strip";

/**
 * Records this style as viewed and shows the others viewed before it, fetched after hydration;
 * hidden while there are none.
 */
export function RecentlyViewedStyles({ styleId }: { styleId: number }) {
  const [styles, setStyles] = useState<ProductCard[]>([]);

  useEffect(() => {
    const others = recordRecentlyViewed(styleId).slice(1);
    setStyles([]);
    if (others.length === 0) return;
    let current = true;
    void browserApi()
      .call(routes.recentlyViewedStyles, { styleIds: others })
      .then((result) => {
        if (current && result.ok)
          setStyles(result.data.styles.styleList.filter((s) => s.styleId !== styleId));
      });
    return () => {
      current = false;
    };
  }, [styleId]);

  return <StyleStrip id="recently-viewed-styles" title={LABELS.productPage.recentlyViewed} styles={styles} />;
}
