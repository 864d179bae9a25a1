import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { auditActorOf } from "../../platform/audit";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import type { RefundsAdmin } from "./refunds-admin";
import type { ReturnMoves } from "./return-moves";
import type { ReturnsReads } from "./returns-admin.service";

const TAG = "admin returns";
const SCOPE =
  "A staff member limited to some centres or brands sees and moves only their returns (else 403 OUT_OF_SCOPE); " +
  "an unknown return answers 404.";
const MOVE =
  "Audited with the return's fields before and after; the item moves only through the order lifecycle " +
  "(a move it does not allow answers 409 ILLEGAL_TRANSITION). Answers the return's page.";

/** The back office's returns, refunds and payouts (decision 60). */
export function returnsAdminRoutes(
  app: FastifyInstance,
  services: { reads: ReturnsReads; moves: ReturnMoves; refunds: RefundsAdmin },
): void {
  const { reads, moves, refunds } = services;
  const page = async (request: Parameters<typeof signedInStaff>[0], returnId: string) =>
    unwrap(await reads.details(signedInStaff(request), returnId));

  serve(app, adminRoutes.adminReturns, {
    tag: TAG,
    summary: "The returns queue, newest first",
    description:
      "Keyset pages (`next`), no count. Filters: stage, centre, mode, the day asked for (from, to; India), " +
      `and \`q\`, a return (RT…), consignment (RC…) or order (OD…) number. ${SCOPE}`,
    handler: async (request) => unwrap(await reads.queue(signedInStaff(request), request.query)),
  });

  serve(app, adminRoutes.adminReturn, {
    tag: TAG,
    summary: "A return: item, shopper, reason, mode, pickup address, refund and its state, history",
    description: `The refund's split and every gateway refund and payout of it (retries too), the item's moves and the return's audit entries. ${SCOPE}`,
    handler: async (request) => page(request, request.params.returnId),
  });

  serve(app, adminRoutes.adminReturnPickup, {
    tag: TAG,
    summary: "Book the reverse pickup for a day",
    description: `While the return is requested (409 otherwise; a self-shipped one has no pickup), for today or a day within 30 days (else 400). ${MOVE}`,
    handler: async (request) => {
      const { returnId } = request.params;
      unwrap(
        await moves.schedulePickup(
          signedInStaff(request),
          auditActorOf(request),
          returnId,
          request.body.date,
        ),
      );
      return page(request, returnId);
    },
  });

  serve(app, adminRoutes.adminReturnPickedUp, {
    tag: TAG,
    summary: "The courier collected the parcel: the item becomes PICKED_UP",
    description: `A reverse pickup booked for a day (409 PICKUP_NOT_BOOKED otherwise). ${MOVE}`,
    handler: async (request) => {
      const { returnId } = request.params;
      unwrap(await moves.pickedUp(signedInStaff(request), auditActorOf(request), returnId));
      return page(request, returnId);
    },
  });

  serve(app, adminRoutes.adminReturnReceive, {
    tag: TAG,
    summary: "The centre received the parcel, with its quality check at once if given",
    description:
      "Picked up (or, self-shipped, still requested), once. With `result`: PASSED makes the item RETURNED, " +
      "which asks for its refund (paid to the source, as points, by bank transfer; REFUNDED once all is paid); " +
      "FAILED (a `note` is required, 400 otherwise) sends the item back to the shopper (DELIVERED), refunds " +
      `nothing and sends the shopper the note by SMS and e-mail. ${MOVE}`,
    handler: async (request) => {
      const { returnId } = request.params;
      unwrap(await moves.receive(signedInStaff(request), auditActorOf(request), returnId, request.body));
      return page(request, returnId);
    },
  });

  serve(app, adminRoutes.adminReturnQualityCheck, {
    tag: TAG,
    summary: "Record a received parcel's quality check",
    description: `Once, after the receipt (409 otherwise). PASSED and FAILED as for receive. ${MOVE}`,
    handler: async (request) => {
      const { returnId } = request.params;
      unwrap(await moves.qualityCheck(signedInStaff(request), auditActorOf(request), returnId, request.body));
      return page(request, returnId);
    },
  });

  const LISTS =
    "Newest first by keyset (`next`): by `state` (OPEN, PROCESSED, FAILED), or `needsRetry=true` for the " +
    "failed ones nobody tried again. For staff of no limited scope (403 OUT_OF_SCOPE otherwise).";
  const RETRY =
    "A new attempt under the failed one's key (a double click, or a second retry, answers 409 " +
    "REFUND_ALREADY_RETRIED and pays nothing more); 409 REFUND_NOT_FAILED for one not failed. Audited.";

  serve(app, adminRoutes.adminGatewayRefunds, {
    tag: TAG,
    summary: "Refunds through the payment gateways, with their state",
    description: LISTS,
    handler: async (request) => unwrap(await refunds.refunds(signedInStaff(request), request.query)),
  });

  serve(app, adminRoutes.adminGatewayRefundRetry, {
    tag: TAG,
    summary: "Try a failed gateway refund again",
    description: `${RETRY} Paid by the refund job, as the first.`,
    handler: async (request) =>
      unwrap(
        await refunds.retryRefund(signedInStaff(request), auditActorOf(request), request.params.refundId),
      ),
  });

  serve(app, adminRoutes.adminPayouts, {
    tag: TAG,
    summary: "Refunds by bank transfer (payouts), with their state",
    description: `${LISTS} Account numbers by their last four digits only.`,
    handler: async (request) => unwrap(await refunds.payouts(signedInStaff(request), request.query)),
  });

  serve(app, adminRoutes.adminPayoutRetry, {
    tag: TAG,
    summary: "Try a failed payout again",
    description: `${RETRY} To the same bank-transfer record and amount, paid by the payout job.`,
    handler: async (request) =>
      unwrap(
        await refunds.retryPayout(signedInStaff(request), auditActorOf(request), request.params.payoutId),
      ),
  });
}
