import { LABELS } from "@odin/contracts";
import { Link } from "../../ui/link";

export const TOP_LINKS = [
  { label: LABELS.header.trackOrder, to: "/myorders" },
  { label: LABELS.header.loyalty, to: "/account#loyalty", loggedInOnly: true },
  { label: LABELS.header.getApp, to: "/apps" },
  { label: LABELS.header.storeLocator, to: "/store-locator" },
  { label: LABELS.header.contact, to: "/contactus" },
] as const;

/** Desktop utility links above the logo row; Loyalty shows only when logged in (spec 2 §6). */
export function TopLinks({ loggedIn = false }: { loggedIn?: boolean }) {
  return (
    <ul className="top-links">
      {TOP_LINKS.filter((link) => loggedIn || !("loggedInOnly" in link)).map((link) => (
        <li key={link.to}>
          <Link href={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
