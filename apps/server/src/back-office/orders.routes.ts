import {
  ADMIN_ORDERS,
  adminOrderProblems,
  adminProblems,
  adminRoutes,
  ProblemError,
  unwrap,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { InvoicesService } from "../modules/invoices";
import { findOrderByNumber, itemsOf, searchOrders } from "../modules/orders";
import { auditActorOf } from "../platform/audit";
import { sendCsv } from "../platform/csv-download";
import type { Outbox } from "../platform/outbox";
import { serve } from "../platform/serve";
import { signedInStaff } from "../platform/staff-guard";
import { moveOrders } from "./bulk-order-moves";
import { type Mover, moveOrderItems, type OrderMovesDeps } from "./order-moves";
import { readAdminOrder } from "./order-page";
import { orderInScope, type StaffScope } from "./staff-scope";

export interface BackOfficeOrdersDeps extends OrderMovesDeps {
  /** The list and its export (decision 73); an order's page and every move on `db`. */
  reads: Database;
  invoices: Pick<InvoicesService, "documentsOfOrder" | "documentPdfOfOrder">;
  outbox: Pick<Outbox, "keyed" | "kick">;
}

const TAG = "admin";

const ORDER_COLUMNS = [
  "orderNumber",
  "placedAt",
  "status",
  "orderState",
  "customer",
  "phone",
  "email",
  "total",
  "payments",
  "delivery",
  "items",
];

const SCOPE =
  "A staff member limited to some brands or centres sees an order when one of its items is of their brands " +
  "and at their centres, and moves only such items; any other order answers 403 OUT_OF_SCOPE.";

function scopeOf(request: FastifyRequest): StaffScope {
  const { brandIds, centreIds } = signedInStaff(request);
  return { brandIds, centreIds };
}

const moverOf = (request: FastifyRequest): Mover => ({
  actor: auditActorOf(request),
  scope: scopeOf(request),
});

/** The back office's orders (decision 65): the list, one order, its documents, and moving its items. */
export function backOfficeOrderRoutes(app: FastifyInstance, deps: BackOfficeOrdersDeps): void {
  const page = (request: FastifyRequest, orderNumber: string) =>
    readAdminOrder(deps, orderNumber, scopeOf(request)).then(unwrap);

  serve(app, adminRoutes.adminOrders, {
    tag: TAG,
    summary: "Lists and searches orders, newest first",
    description:
      "`q` is an order number, a phone number (any way it is typed), an e-mail or a payment's transaction id. " +
      "The item filters (`status`, `deliveryMode`, `centreId`, `brandId`) are met by one item together; `from` " +
      "and `to` are India days. `limit` orders a page (1-100, 50 by default); `next` is the cursor of the " +
      `following page, null on the last; a cursor this server did not write answers 400. No total is counted. ${SCOPE}`,
    handler: async (request) => unwrap(await searchOrders(deps.reads, request.query, scopeOf(request))),
  });

  serve(app, adminRoutes.adminOrdersExport, {
    tag: TAG,
    summary: "The orders the list's filters find, as CSV (UTF-8 with a byte-order mark)",
    description:
      "Every matching order, newest first, read a page at a time; `after` and `limit` are not read. Amounts in " +
      `rupees; the shopper's phone and e-mail masked as on the page. ${SCOPE}`,
    async handler(request, reply) {
      const scope = scopeOf(request);
      const { after: _page, ...filters } = request.query;
      async function* rows() {
        let after: string | undefined;
        do {
          const query = { ...filters, limit: ADMIN_ORDERS.maxPageSize, ...(after ? { after } : {}) };
          const page = unwrap(await searchOrders(deps.reads, query, scope));
          for (const order of page.orders) {
            yield [
              order.orderNumber,
              order.placedAt,
              order.status,
              order.orderState,
              order.customer.name,
              order.customer.phone ?? "",
              order.customer.email ?? "",
              order.total / 100,
              order.payments.map((payment) => `${payment.type} ${payment.status}`).join("; "),
              order.deliveryModes.join("; "),
              order.itemCount,
            ];
          }
          after = page.next ?? undefined;
        } while (after);
      }
      return sendCsv(reply, "orders.csv", ORDER_COLUMNS, rows());
    },
  });

  serve(app, adminRoutes.adminOrder, {
    tag: TAG,
    summary: "One order: items, allocations, payments, refunds, messages, documents, moves and audit",
    description: `An unknown order number answers 404. ${SCOPE}`,
    handler: (request) => page(request, request.params.orderNumber),
  });

  serve(app, adminRoutes.adminOrderDocument, {
    tag: TAG,
    summary: "A tax invoice or credit note of the order (PDF)",
    description: `Only documents already issued; an order without one by that number answers 404. ${SCOPE}`,
    async handler(request, reply) {
      const { orderNumber, number } = request.params;
      const order = await findOrderByNumber(deps.db, orderNumber);
      if (!order) throw new ProblemError(adminProblems.notFound());
      if (!orderInScope(scopeOf(request), await itemsOf(deps.db, order.id)))
        throw new ProblemError(adminProblems.outOfScope());
      const file = await deps.invoices.documentPdfOfOrder(order.id, number);
      if (!file) throw new ProblemError(adminOrderProblems.unknownDocument());
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${file.number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(file.pdf);
    },
  });

  serve(app, adminRoutes.adminOrderMoves, {
    tag: TAG,
    summary: "Packs, ships, delivers, hands over or cancels items of the order",
    description:
      "Answers the order as it is after the move. SHIPPED needs `carrier` and `trackingNumber` (400); " +
      "CUSTOMERPICKCOMPLETE the pickup code the shopper was sent when the order was packed (400 " +
      "PICKUP_CODE_REQUIRED, PICKUP_CODE_WRONG); CANCELLED a `reason` (400), and refunds the item as a " +
      "shopper's cancel would. A move the order lifecycle does not allow answers 409 ILLEGAL_TRANSITION " +
      `naming the item and its state; an item not of the order, 404. Every item moved is audited. ${SCOPE}`,
    async handler(request) {
      const { orderNumber } = request.params;
      unwrap(await moveOrderItems(deps, moverOf(request), { orderNumber, ...request.body }));
      return page(request, orderNumber);
    },
  });

  serve(app, adminRoutes.adminBulkOrderMoves, {
    tag: TAG,
    summary: "Moves the items of many orders, each order on its own",
    description:
      "Each order is moved in a transaction of its own: the answer says per order which items moved, or " +
      "the code and message of its refusal, as the single move would answer them. Without `itemIds`, every " +
      "item of the order (in the staff member's scope) that can make the move. SHIPPED takes each order's " +
      `\`trackingNumber\`, and its own \`carrier\` or the batch's. ${SCOPE}`,
    handler: async (request) => moveOrders(deps, moverOf(request), request.body),
  });
}
