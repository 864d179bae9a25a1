import { formatRupees, LABELS, type ReturnDetailsResponse } from "@odin/contracts";
import { Link, useActionData, useLocation } from "react-router";
import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { ChangedItem } from "../order-changes/changed-item";
import { type ItemChangeView, orderPath } from "../order-changes/order-change-forms";
import { NO_CHOICES, type ReturnPageAnswer, returnFormPath } from "./return-forms";
import { ModeStep, ReasonStep, RefundStep, ReturnRefund } from "./return-steps";

const labels = LABELS.returns;

/** What the return page shows: the open flow, or why the item can no longer be returned. */
export type ReturnView = ItemChangeView<ReturnDetailsResponse>;

/** Step 4: the return's ids, its refund, "Refund 5-7 days" and DOWNLOAD RETURN FORM (a PDF). */
function Complete({
  answer,
  orderId,
  itemId,
}: {
  answer: Extract<ReturnPageAnswer, { step: "complete" }>;
  orderId: string;
  itemId: number;
}) {
  const { made } = answer;
  return (
    <section className="order-change-form" aria-labelledby="return-complete-heading">
      <h2 id="return-complete-heading" className="order-change-form__legend">
        {labels.completeStep}
      </h2>
      <dl className="return-complete">
        <dt>{labels.returnId}</dt>
        <dd data-testid="return-id">{made.returnId}</dd>
        <dt>{labels.consignmentId}</dt>
        <dd>{made.returnConsignmentId}</dd>
      </dl>
      <ReturnRefund destinations={made.refundDestinations} amounts={made.refundAmountDetails} />
      {/* A document download: the browser posts it itself, not the router. */}
      <form method="post" action={returnFormPath(orderId, itemId)}>
        <input type="hidden" name="returnId" value={made.returnId} />
        <Button type="submit" variant="secondary">
          {labels.downloadForm}
        </Button>
      </form>
    </section>
  );
}

/**
 * /orderdetails/:orderId/return/:itemId (spec 3 §4 "Return flow"): reason, then mode with the
 * return address, then refund with the bank-transfer details, then complete. Each step is a form the
 * route action answers with the next, carrying the choices in hidden fields (decision 49), so the flow
 * works without scripts. Opening the page again starts it afresh (the spec's "clearing the return
 * store resets all fields").
 */
export function ReturnPage({ view }: { view: ReturnView }) {
  const answer = useActionData() as ReturnPageAnswer | undefined;
  const { pathname } = useLocation();
  const orderId = view.kind === "open" ? view.details.orderId : view.orderId;
  const itemId = view.kind === "open" ? view.details.itemId : view.itemId;
  const item = view.kind === "open" ? view.details.item : undefined;
  const step = () => {
    if (answer?.step === "complete") return <Complete answer={answer} orderId={orderId} itemId={itemId} />;
    if (view.kind === "closed") return <FormError message={view.message} />;
    const props = {
      details: view.details,
      choices: answer?.choices ?? NO_CHOICES,
      message: answer && "message" in answer && !("intent" in answer) ? answer.message : undefined,
      fieldErrors: answer?.fieldErrors,
    };
    if (answer?.step === "mode") return <ModeStep {...props} />;
    if (answer?.step === "refund") return <RefundStep {...props} action={pathname} />;
    return <ReasonStep {...props} />;
  };
  return (
    <div className="order-change-page container">
      <h1 className="order-change-page__title">{labels.title}</h1>
      {item ? (
        <ChangedItem
          item={item}
          details={`${item.size} · ${item.colour} · ${formatRupees(item.lineTotal)}`}
        />
      ) : null}
      {step()}
      <p className="return-page__links">
        {answer && answer.step !== "complete" && view.kind === "open" ? (
          <Link to={pathname}>{labels.startAgain}</Link>
        ) : null}
        <Link to={orderPath(orderId)}>{labels.backToOrder}</Link>
      </p>
    </div>
  );
}
