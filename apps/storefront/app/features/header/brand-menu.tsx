import { LABELS } from "@odin/contracts";
import { ChevronDownIcon } from "../../ui/icons";
import { useFetchedNavigation } from "./fetched-navigation";
import { MobileMenu } from "./mobile-menu";
import { visibleNavEntries } from "./nav-entries";

/**
 * The second menu of brand pages (spec 2 §2 "Header (mobile)"): the brand's own navigation, fetched
 * from `GET /api/v2/header?platform=mobile&brand=` the first time it opens. It and the main menu
 * exclude each other (header-panels.ts).
 */
export function BrandMenu({ brandCode, wide = false }: { brandCode: string; wide?: boolean }) {
  const { navigation, status, load } = useFetchedNavigation({ platform: "mobile", brand: brandCode });
  const code = brandCode.toUpperCase();
  const name = navigation?.logos[0]?.alt ?? code;
  const title = `${name} ${LABELS.header.brandMenu}`;
  return (
    <MobileMenu
      panel="brand-menu"
      entries={navigation ? visibleNavEntries(navigation, { wide }) : []}
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
      status={status}
      onOpen={load}
    />
  );
}
