import { LABELS, MESSAGES, type Navigation } from "@odin/contracts";
import { useCallback, useRef, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { ChevronDownIcon } from "../../ui/icons";
import { MobileMenu } from "./mobile-menu";
import { visibleNavEntries } from "./nav-entries";

/** Brand navigations fetched in this page, by brand code. */
const loaded = new Map<string, Navigation>();

type BrandNav = { status: "idle" | "loading" | "failed" } | { status: "ready"; navigation: Navigation };

/**
 * The second menu of brand pages (spec 2 §2 "Header (mobile)"): the brand's own navigation, fetched
 * from `GET /api/v2/header?platform=mobile&brand=` the first time it opens. It and the main menu
 * exclude each other (header-panels.ts).
 */
export function BrandMenu({ brandCode, wide = false }: { brandCode: string; wide?: boolean }) {
  const cached = loaded.get(brandCode);
  const [nav, setNav] = useState<BrandNav>(
    cached ? { status: "ready", navigation: cached } : { status: "idle" },
  );
  const status = useRef(nav.status);

  const load = useCallback(async () => {
    if (status.current === "ready" || status.current === "loading") return;
    const show = (next: BrandNav) => {
      status.current = next.status;
      setNav(next);
    };
    show({ status: "loading" });
    const result = await browserApi().get<Navigation>("/api/v2/header", {
      query: { platform: "mobile", brand: brandCode },
    });
    if (!result.ok) return show({ status: "failed" });
    loaded.set(brandCode, result.data);
    show({ status: "ready", navigation: result.data });
  }, [brandCode]);

  const code = brandCode.toUpperCase();
  const name = nav.status === "ready" ? (nav.navigation.logos[0]?.alt ?? code) : code;
  const title = `${name} ${LABELS.header.brandMenu}`;
  return (
    <MobileMenu
      panel="brand-menu"
      entries={nav.status === "ready" ? visibleNavEntries(nav.navigation, { wide }) : []}
      title={title}
      navLabel={title}
      toggleLabel={`${code} ${LABELS.header.brandMenu}`}
      closeLabel={LABELS.header.closeBrandMenu}
      toggleContent={
        <>
          <span className="mobile-menu__brand">{code}</span>
          <ChevronDownIcon />
        </>
      }
      status={
        nav.status === "ready"
          ? undefined
          : nav.status === "failed"
            ? MESSAGES.generic.oopsTryLater
            : LABELS.header.loading
      }
      onOpen={load}
    />
  );
}
