import type { FastifyInstance } from "fastify";
import { escapeHtml, formOf, sandboxPage, sendHtml, wantsJson } from "../pg/sandbox-kit";
import { actionForm, testerTable } from "../pg/tester-page";
import { answerOf, type PayoutsStore, SANDBOX_OUTCOMES, type SandboxOutcome } from "./payouts-store";

const LABELS: Record<SandboxOutcome, string> = {
  processed: "Processed",
  reversed: "Reversed",
  rejected: "Rejected",
  failed: "Failed",
  processing: "Hold (stays processing)",
};

/**
 * The payouts sandbox's tester page: the newest payouts (the beneficiary's account number masked),
 * and for each one still processing, what it becomes: now, or (Hold) never until chosen again.
 */
export function payoutsTester(app: FastifyInstance, base: string, store: PayoutsStore): void {
  const path = `${base}/tester`;
  const hide = { schema: { hide: true } };
  app.get(path, hide, async (_request, reply) => {
    const rows = [...store.payouts.values()]
      .reverse()
      .slice(0, 50)
      .map((payout) => {
        const url = `${path}/${escapeHtml(payout.id)}`;
        const actions =
          payout.status === "processing"
            ? SANDBOX_OUTCOMES.map((outcome) => actionForm(url, "outcome", outcome, LABELS[outcome])).join("")
            : "";
        const account = `XXXX${payout.fund_account.bank_account.account_number.slice(-4)}`;
        const cells = [payout.id, payout.reference_id ?? "", String(payout.amount), account, payout.status];
        return `<tr><td>${cells.map(escapeHtml).join("</td><td>")}</td><td>${actions}</td></tr>`;
      })
      .join("");
    const table = testerTable(["Payout", "Reference", "Paise", "Account", "Status"], rows);
    return sendHtml(reply, sandboxPage("RazorpayX Payouts", "Payouts (tester)", table));
  });
  app.post<{ Params: { id: string } }>(`${path}/:id`, hide, async (request, reply) => {
    const payout = store.payouts.get(request.params.id);
    if (!payout) return reply.status(404).send({ error: "no such payout" });
    const outcome = formOf(request).outcome as SandboxOutcome | undefined;
    if (!outcome || !SANDBOX_OUTCOMES.includes(outcome))
      return reply.status(400).send({ error: "no such outcome" });
    payout.next = outcome;
    store.settle(payout, outcome);
    return wantsJson(request) ? answerOf(payout) : reply.redirect(path, 303);
  });
}
