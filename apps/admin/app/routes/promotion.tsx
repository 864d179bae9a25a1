import { adminRoutes, formatRupees, type PromotionOptions, type PromotionView } from "@odin/contracts";
import type { ReactNode } from "react";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { RecordHistory } from "../features/audit/record-history";
import type { FieldErrors } from "../features/catalogue/field-errors";
import { Submit } from "../features/catalogue/form-parts";
import {
  PROMOTIONS_WRITE,
  type PromotionAnswer,
  type PromotionIntent,
  promotionAction,
} from "../features/promotions/promotion-actions";
import { PromotionFields } from "../features/promotions/promotion-fields";
import { KIND_LABELS, PAYMENT_LABELS, STATUS_LABELS } from "../features/promotions/promotion-words";
import { benefitOf, periodOf, usesOf } from "../features/promotions/promotions-table";
import { RedemptionsTable } from "../features/promotions/redemptions-table";
import { api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Promotion · Odin back office" }];

/** A promotion's id as the API takes it; anything else is no promotion's page. */
const PROMOTION_ID = /^[1-9]\d{0,9}$/;

function promotionIdOf(params: { promotionId?: string }): string {
  const promotionId = params.promotionId ?? "";
  if (!PROMOTION_ID.test(promotionId)) throw new Response("Not found", { status: 404 });
  return promotionId;
}

/**
 * One promotion: its rules and where it stands, pausing, resuming and ending it, the form that edits
 * its rules, the orders that used it (a page at a time, `?after=` in the address) and its history.
 * Every change needs promotions:write; without it the page only shows.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  const session = await requireArea("promotions", request);
  const promotionId = promotionIdOf(params);
  const after = new URL(request.url).searchParams.get("after") ?? undefined;
  const options = { params: { promotionId }, request };
  const [page, redemptions, choices] = await Promise.all([
    api.call(adminRoutes.promotionPage, undefined, options),
    api.call(adminRoutes.promotionRedemptions, after ? { after } : {}, options),
    api.call(adminRoutes.promotionOptions, undefined, { request }),
  ]);
  return {
    page,
    redemptions,
    after,
    options: choices,
    canWrite: mayUse(session.staff.permissions, PROMOTIONS_WRITE),
  };
}

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">): Promise<PromotionAnswer> {
  return promotionAction(request, promotionIdOf(params));
}

export default function Promotion() {
  const { page, redemptions, after, options, canWrite } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  const { promotion } = page;
  const of = (...intents: PromotionIntent[]) =>
    answer && intents.some((intent) => intent === answer.intent) ? answer : undefined;
  const ended = promotion.endedAt !== null;
  return (
    <>
      <p className="crumbs">
        <Link to="/promotions">Promotions</Link>
      </p>
      <h1>{promotion.code}</h1>
      <p className="lead">
        {promotion.title} · {STATUS_LABELS[promotion.status]}
      </p>
      <div className="record-sections" key={promotion.promotionId}>
        <Facts promotion={promotion} />
        {canWrite ? <StatusSection promotion={promotion} answer={of("pause", "resume", "end")} /> : null}
        {canWrite && !ended ? (
          <EditSection promotion={promotion} options={options} answer={of("edit")} />
        ) : null}
        <section aria-labelledby="redemptions-title" className="stack">
          <h2 id="redemptions-title">Orders that used it</h2>
          {redemptions.redemptions.length === 0 ? (
            <p className="empty">{after ? "No more orders." : "No order has used it yet."}</p>
          ) : (
            <RedemptionsTable redemptions={redemptions.redemptions} />
          )}
          {after || redemptions.next ? (
            <nav aria-label="Pages of orders" className="pager">
              {after ? <Link to={{ search: "" }}>First page</Link> : null}
              {redemptions.next ? <Link to={{ search: `?after=${redemptions.next}` }}>Next page</Link> : null}
            </nav>
          ) : null}
        </section>
        <RecordHistory entries={page.audit} resource="promotion" resourceId={String(promotion.promotionId)} />
      </div>
    </>
  );
}

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Facts({ promotion }: { promotion: PromotionView }) {
  const none = <span className="muted">None</span>;
  return (
    <section aria-labelledby="promotion-facts-title" className="stack">
      <h2 id="promotion-facts-title">The promotion</h2>
      <dl className="facts facts-grid">
        <Fact name="Status">{STATUS_LABELS[promotion.status]}</Fact>
        <Fact name="Kind">{KIND_LABELS[promotion.kind]}</Fact>
        <Fact name="Benefit">{benefitOf(promotion)}</Fact>
        <Fact name="Runs">{periodOf(promotion)}</Fact>
        <Fact name="Minimum bag value">{formatRupees(promotion.minBagValue)}</Fact>
        <Fact name="Largest discount">
          {promotion.maxDiscount === null ? none : formatRupees(promotion.maxDiscount)}
        </Fact>
        <Fact name="Styles covered">{promotion.styles}</Fact>
        <Fact name="Orders">{usesOf(promotion)}</Fact>
        <Fact name="First order only">{promotion.firstOrderOnly ? "Yes" : "No"}</Fact>
        <Fact name="Once per shopper">
          {promotion.oncePerDays === null ? none : `Every ${promotion.oncePerDays} days`}
        </Fact>
        <Fact name="Payment method">
          {promotion.paymentConstraint === null ? "Any" : PAYMENT_LABELS[promotion.paymentConstraint]}
        </Fact>
        <Fact name="Combines with discounts in the prices">{promotion.combinable ? "Yes" : "No"}</Fact>
      </dl>
      <p className="story">{promotion.tnc}</p>
    </section>
  );
}

/** Pausing, resuming and ending, each its own form; an ended promotion has none. */
function StatusSection({
  promotion,
  answer,
}: {
  promotion: PromotionView;
  answer: PromotionAnswer | undefined;
}) {
  const ended = promotion.endedAt !== null;
  const paused = promotion.pausedAt !== null;
  return (
    <section aria-labelledby="promotion-status-title" className="panel stack">
      <h2 id="promotion-status-title">Pause or end</h2>
      <ActionResult id="promotion-status-error" done={answer?.done} error={answer?.error} />
      {ended ? (
        <p>It has ended: it applies nowhere and can no longer change.</p>
      ) : (
        <div className="actions">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={paused ? "resume" : "pause"} />
            <Submit
              intent={paused ? "resume" : "pause"}
              label={paused ? "Resume the promotion" : "Pause the promotion"}
              busyLabel={paused ? "Resuming…" : "Pausing…"}
            />
          </Form>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="end" />
            <Submit
              intent="end"
              label="End the promotion"
              busyLabel="Ending…"
              className="button button-danger"
            />
          </Form>
        </div>
      )}
    </section>
  );
}

function EditSection({
  promotion,
  options,
  answer,
}: {
  promotion: PromotionView;
  options: PromotionOptions;
  answer: PromotionAnswer | undefined;
}) {
  const fields: FieldErrors = answer?.fields ?? {};
  return (
    <section aria-labelledby="promotion-edit-title" className="stack">
      <h2 id="promotion-edit-title">Edit the rules</h2>
      <ActionResult id="promotion-edit-error" done={answer?.done} error={answer?.error} />
      <Form
        method="post"
        preventScrollReset
        className="panel stack"
        key={JSON.stringify(promotion)}
        aria-labelledby="promotion-edit-title"
        aria-describedby={answer?.error ? "promotion-edit-error" : undefined}
      >
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="keepsStyles" value={promotion.brandIds === null ? "yes" : "no"} />
        <PromotionFields promotion={promotion} options={options} fields={fields} />
        <div className="actions">
          <Submit intent="edit" label="Save changes" busyLabel="Saving…" />
        </div>
      </Form>
    </section>
  );
}
