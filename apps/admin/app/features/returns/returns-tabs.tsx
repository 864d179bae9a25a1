import type { StaffSession } from "@odin/contracts";
import { Link } from "react-router";

const TABS = [
  { path: "/returns", label: "Returns queue" },
  { path: "/returns/refunds", label: "Gateway refunds" },
  { path: "/returns/payouts", label: "Bank-transfer payouts" },
] as const;

export type ReturnsTab = (typeof TABS)[number]["path"];

/**
 * Whether the staff member may list the store's refunds and payouts: those span the store, so they
 * are for staff of no limited scope (decision 63). Staff limited to some centres or brands reach
 * their returns' refunds from each return's page.
 */
export const listsStoreWide = (session: StaffSession) =>
  session.staff.centreIds === null && session.staff.brandIds === null;

/** The area's three lists, offered only to staff who may open all three. */
export function ReturnsTabs({ current, storeWide }: { current: ReturnsTab; storeWide: boolean }) {
  if (!storeWide) return null;
  return (
    <nav aria-label="Returns and refunds" className="tabs">
      {TABS.map((tab) => (
        <Link key={tab.path} to={tab.path} aria-current={tab.path === current ? "page" : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
