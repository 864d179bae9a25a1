import type { Permission } from "@odin/contracts";

/**
 * The back office's areas: the menu, the home page's cards, the Help page's list and the route
 * table (routes.ts) all read this list, so a new area is one entry here and its route module. Each
 * names the permission it needs, the same name its API routes carry in the route map (decision 60):
 * a staff member is shown only the areas their role allows, and the API refuses the rest anyway.
 */
export interface Area {
  /** Its address under /admin. */
  path: string;
  label: string;
  /** What it is for: its card on the home page and its entry on the Help page. */
  summary: string;
  /** What a role needs to see it; "staff" is every signed-in staff member. */
  permission: Permission | "staff";
  /** Its route module, relative to app/. */
  file: string;
  /**
   * Its further pages (a form, one record), each at an address under the area's own, so the menu
   * keeps the area marked while one is open. They need the area's permission too, and say which
   * further one their changes need.
   */
  pages?: readonly { path: string; file: string }[];
}

export const AREAS = [
  {
    path: "orders",
    label: "Orders",
    summary:
      "Find an order by its number, the shopper's phone or e-mail, or a transaction id, or filter the " +
      "orders by status, payment, delivery, centre, brand and dates. An order's page shows its items, " +
      "payments and refunds, messages, invoice and credit notes and history; pack, ship, deliver, hand " +
      "over or cancel its items there, or many orders at once from the list.",
    permission: "orders:read",
    file: "routes/orders.tsx",
    pages: [{ path: "orders/:orderNumber", file: "routes/order.tsx" }],
  },
  {
    path: "catalogue",
    label: "Catalogue",
    summary:
      "Find a style by its code or name, or filter by brand, category, price, publishing and stock. A " +
      "style's page edits its words and attributes, its sizes and prices, its legal declarations and its " +
      "stock at each centre with a reason, and publishes or unpublishes it; the brands' declarations are " +
      "the defaults every style of the brand shows. A bulk edit changes the prices, publishing or stock " +
      "of every style a search finds, after a preview of what changes. A CSV " +
      "file of styles, sizes, prices and stock is checked row by row, then imported all at once.",
    permission: "catalogue:read",
    file: "routes/catalogue.tsx",
    pages: [
      { path: "catalogue/brands", file: "routes/catalogue-brands.tsx" },
      { path: "catalogue/bulk/:editId", file: "routes/catalogue-bulk.tsx" },
      { path: "catalogue/import", file: "routes/catalogue-import.tsx" },
      { path: "catalogue/:styleId", file: "routes/catalogue-style.tsx" },
    ],
  },
  {
    path: "promotions",
    label: "Promotions",
    summary:
      "Coupons and offers with the rules the bag applies: amount or percent off, minimum bag value, brands, " +
      "first order, once per shopper, payment method, dates and a total limit of orders. Create, edit, pause " +
      "and end them, and see the orders that used each.",
    permission: "promotions:read",
    file: "routes/promotions.tsx",
    pages: [
      { path: "promotions/new", file: "routes/promotion-new.tsx" },
      { path: "promotions/:promotionId", file: "routes/promotion.tsx" },
    ],
  },
  {
    path: "content",
    label: "Content",
    summary:
      "The home page's banners and carousels, the brands' sub-sites, the navigation's mega menu and promo " +
      "band, and the static pages. Save a draft, preview it as shoppers would see it, then publish it now " +
      "or schedule it for a date and time; the list shows what is scheduled.",
    permission: "content:read",
    file: "routes/content.tsx",
    pages: [{ path: "content/:kind/:key", file: "routes/content-document.tsx" }],
  },
  {
    path: "returns",
    label: "Returns & refunds",
    summary:
      "The returns queue by stage, from requested to refunded: book the courier's pickup, receive the " +
      "parcel and record its quality check. The refunds through the gateways and the bank-transfer " +
      "payouts, with their state, and a retry for a failed one.",
    permission: "returns:read",
    file: "routes/returns.tsx",
    pages: [
      { path: "returns/refunds", file: "routes/refunds.tsx" },
      { path: "returns/payouts", file: "routes/payouts.tsx" },
      { path: "returns/:returnId", file: "routes/return.tsx" },
    ],
  },
  {
    path: "reviews",
    label: "Reviews",
    summary:
      "Shoppers' reviews waiting for moderation, with their photos. Publish a review, reject it with a " +
      "reason the shopper is told, or reply for the store under it on the product page.",
    permission: "reviews:read",
    file: "routes/reviews.tsx",
    pages: [{ path: "reviews/:reviewId", file: "routes/review.tsx" }],
  },
  {
    path: "customers",
    label: "Customers",
    summary:
      "Find a shopper by phone, e-mail or name: their orders, addresses, favourites, reviews and points. " +
      "Adjust their points with a reason, or block and unblock their sign-in.",
    permission: "customers:read",
    file: "routes/customers.tsx",
    pages: [{ path: "customers/:userId", file: "routes/customer.tsx" }],
  },
  {
    path: "jobs",
    label: "Jobs & messages",
    summary:
      "The jobs queue and the outbox of SMS and e-mail: what waits, what failed and will be tried again, " +
      "and what failed for good, with the error. Run a failed job or send a failed message again, or " +
      "discard one that waits.",
    permission: "jobs:read",
    file: "routes/jobs.tsx",
  },
  {
    path: "web-vitals",
    label: "Page speed",
    summary:
      "How fast the storefront's pages load and answer in shoppers' browsers: the 75th percentile of the " +
      "Core Web Vitals (LCP, INP, CLS) and of FCP and TTFB for each kind of page on phones and computers, " +
      "over the last day, 7 days or 28 days, rated good, needs improvement or poor by Google's thresholds.",
    permission: "performance:read",
    file: "routes/web-vitals.tsx",
  },
  {
    path: "staff",
    label: "Staff & roles",
    summary:
      "Who works in the back office, their role and the brands or centres they look after. Add staff, " +
      "change a role or scope, disable someone who left, and choose what each role may do.",
    permission: "staff:read",
    file: "routes/staff.tsx",
    pages: [
      { path: "staff/new", file: "routes/staff-new.tsx" },
      { path: "staff/roles", file: "routes/roles.tsx" },
      { path: "staff/roles/new", file: "routes/role-new.tsx" },
      { path: "staff/roles/:roleId", file: "routes/role-edit.tsx" },
      { path: "staff/:userId", file: "routes/staff-member.tsx" },
    ],
  },
  {
    path: "audit",
    label: "Audit log",
    summary:
      "Every change made in the back office: who made it, when, to what, and each field's value before " +
      "and after. Filter by person, record or dates, and export what you see as CSV.",
    permission: "audit:read",
    file: "routes/audit.tsx",
  },
  {
    path: "help",
    label: "Help",
    summary:
      "What each area of the back office is for, and the operator commands for what the back office " +
      "does not do yet.",
    permission: "staff",
    file: "routes/help.tsx",
  },
] as const satisfies readonly Area[];

export type AreaPath = (typeof AREAS)[number]["path"];

/** Whether a staff member holding `permissions` may use what needs `permission`. */
export function mayUse(permissions: readonly string[], permission: Area["permission"]): boolean {
  return permission === "staff" || permissions.includes(permission);
}

/** The areas a staff member holding `permissions` may open, in menu order. */
export function areasFor(permissions: readonly string[]): Area[] {
  return AREAS.filter((area) => mayUse(permissions, area.permission));
}

export function areaAt(path: AreaPath): Area {
  const area = AREAS.find((candidate) => candidate.path === path);
  if (!area) throw new Error(`No back-office area at ${path}`);
  return area;
}
