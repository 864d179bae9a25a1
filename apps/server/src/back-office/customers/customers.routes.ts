import { adminRoutes, CUSTOMERS, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { auditActorOf } from "../../platform/audit";
import { sendCsv } from "../../platform/csv-download";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import type { CustomerActions, Staff } from "./customer-actions";
import type { CustomerDirectory } from "./customer-read";

const TAG = "admin";
const CUSTOMER_COLUMNS = ["userId", "name", "mobileNumber", "email", "createdAt", "signIn"];

function staffOf(request: FastifyRequest): Staff {
  return { actor: auditActorOf(request), brandIds: signedInStaff(request).brandIds };
}

/** The back office's Customers area: lookup, a customer's page, points, and the block of sign-in. */
export function customersRoutes(
  app: FastifyInstance,
  { directory, actions }: { directory: CustomerDirectory; actions: CustomerActions },
): void {
  serve(app, adminRoutes.customerSearch, {
    tag: TAG,
    summary: "Look a shopper up by phone, e-mail or the start of a name",
    description:
      "`q`: 10 digits (with or without +91) find that phone number; text with an @ finds that e-mail in " +
      "any case; anything else finds names starting with it, in name order. Keyset pages: pass the " +
      "answer's `next` as `after`. Staff accounts are never listed.",
    async handler(request) {
      return unwrap(await directory.search(request.query));
    },
  });

  serve(app, adminRoutes.customerExport, {
    tag: TAG,
    summary: "The shoppers a look-up finds, as CSV (UTF-8 with a byte-order mark)",
    description:
      "Every shopper the look-up `q` finds, in its order, read a page at a time; `after` and `limit` are not read. " +
      "Staff accounts are never listed.",
    async handler(request, reply) {
      const { after: _page, ...filters } = request.query;
      async function* rows() {
        let after: string | undefined;
        do {
          const query = { ...filters, limit: CUSTOMERS.maxPageSize, ...(after ? { after } : {}) };
          const page = unwrap(await directory.search(query));
          for (const customer of page.customers) {
            yield [
              customer.userId,
              customer.name,
              customer.mobileNumber ?? "",
              customer.email ?? "",
              customer.createdAt,
              customer.signInBlocked ? "blocked" : "",
            ];
          }
          after = page.next ?? undefined;
        } while (after);
      }
      return sendCsv(reply, "customers.csv", CUSTOMER_COLUMNS, rows());
    },
  });

  serve(app, adminRoutes.customerPage, {
    tag: TAG,
    summary: "A shopper's page: profile, sign-in, orders, addresses, favourites, reviews, points, audit",
    description:
      "The 20 newest orders (each with its page in the orders area), the points per brand with their " +
      "newest entries, the shopper's audit entries. A staff account, or no account, answers 404.",
    async handler(request) {
      return unwrap(await directory.page(request.params.userId));
    },
  });

  serve(app, adminRoutes.customerPoints, {
    tag: TAG,
    summary: "Adjust a shopper's points at a brand, with a reason",
    description:
      "A ledger entry, never an edited balance: a credit is a lot that expires as earned points do; a " +
      "debit takes from the lots that expire first and answers 409 POINTS_BELOW_ZERO when they hold fewer. " +
      "`requestId` (a UUID the form makes) is the entry's unique reference: a double submit answers the " +
      "first adjustment with `created: false`; the id reused for another adjustment answers 409. A brand " +
      "outside the staff member's scope answers 403.",
    async handler(request) {
      return unwrap(await actions.adjustPoints(request.params.userId, request.body, staffOf(request)));
    },
  });

  serve(app, adminRoutes.customerBlock, {
    tag: TAG,
    summary: "Block a shopper's sign-in, with a reason",
    description:
      "Every way in then answers 403 SIGN_IN_BLOCKED (password, OTP, Google and Facebook, refresh, a reset " +
      "link); the shopper's sessions end at their next refresh. Blocking a blocked shopper answers 409.",
    async handler(request) {
      return unwrap(await actions.block(request.params.userId, request.body.reason, staffOf(request)));
    },
  });

  serve(app, adminRoutes.customerUnblock, {
    tag: TAG,
    summary: "Let a blocked shopper sign in again, with a reason",
    description: "The reason goes to the audit log. A shopper whose sign-in is not blocked answers 409.",
    async handler(request) {
      return unwrap(await actions.unblock(request.params.userId, request.body.reason, staffOf(request)));
    },
  });
}
