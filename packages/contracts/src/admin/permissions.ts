/**
 * The back office's permissions (decision 60): each a `resource:action` pair a role holds. The API's
 * guard, the admin app's routes and its menu read the same name from the route map (`permission`),
 * so a hidden menu entry is also a refused call. No zod: the admin app's bundle imports this.
 */
export const PERMISSIONS = {
  "orders:read": "See orders: items, allocations, payments, refunds, messages and documents",
  "orders:write": "Pack, ship, deliver, hand over and cancel order items",
  "returns:read": "See the returns queue and the refunds and payouts of returns",
  "returns:write": "Receive returned items and record their quality check",
  "refunds:write": "Retry a failed refund or bank-transfer payout",
  "reviews:read": "See the reviews waiting for moderation",
  "reviews:write": "Publish, reject and reply to reviews",
  "customers:read": "Look up shoppers: their orders, addresses, favourites, reviews and points",
  "customers:write": "Block and unblock a shopper's sign-in",
  "loyalty:write": "Adjust a shopper's points with a reason",
  "jobs:read": "See the jobs queue and the outbox",
  "jobs:write": "Retry or discard a job or an outbox message",
  "audit:read": "Read and export the audit log",
  "audit:write": "Set how long the audit log is kept",
  "staff:read": "See the staff and their roles",
  "staff:write": "Add staff, change their roles and scopes, and edit roles",
  "catalogue:read": "See styles, sizes, prices and stock",
  "catalogue:write": "Change styles, sizes, prices, stock and photographs",
  "promotions:read": "See promotions and coupons, and the orders that used them",
  "promotions:write": "Create, edit, pause, resume and end promotions and coupons",
  "content:read": "See banners, navigation and static pages",
  "content:write": "Change banners, navigation and static pages",
  "performance:read": "See how fast the storefront's pages load and respond in shoppers' browsers",
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSIONS, name);
}

/**
 * The roles every store starts with; the owner edits them and adds more. `owner` holds every
 * permission and cannot lose one (the store must keep someone who can manage staff).
 */
export const BUILT_IN_ROLES = {
  owner: { label: "Owner", permissions: PERMISSION_NAMES },
  operations: {
    label: "Operations",
    permissions: [
      "orders:read",
      "orders:write",
      "returns:read",
      "returns:write",
      "customers:read",
      "jobs:read",
    ],
  },
  "customer-care": {
    label: "Customer care",
    permissions: [
      "orders:read",
      "returns:read",
      "refunds:write",
      "reviews:read",
      "reviews:write",
      "customers:read",
      "customers:write",
      "loyalty:write",
    ],
  },
  catalogue: {
    label: "Catalogue",
    permissions: ["catalogue:read", "catalogue:write", "reviews:read", "promotions:read", "promotions:write"],
  },
  content: { label: "Content", permissions: ["content:read", "content:write"] },
} as const satisfies Record<string, { label: string; permissions: readonly Permission[] }>;

export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const OWNER_ROLE: BuiltInRole = "owner";
