import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { RecordHistory } from "../features/audit/record-history";
import { type CustomerAnswer, customerAction, NEEDS } from "../features/customers/customer-actions";
import { CustomerAddresses } from "../features/customers/customer-addresses";
import { CustomerFavourites } from "../features/customers/customer-favourites";
import { CustomerLoyalty } from "../features/customers/customer-loyalty";
import { CustomerOrders } from "../features/customers/customer-orders";
import { CustomerProfile } from "../features/customers/customer-profile";
import { CustomerReviews } from "../features/customers/customer-reviews";
import { PointsForm } from "../features/customers/points-form";
import { SignInSection } from "../features/customers/sign-in-section";
import { api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Customer · Odin back office" }];

const ERROR_ID = "customer-action-error";

/**
 * One shopper (decision 64): profile, sign-in, latest orders, addresses, favourites, reviews, points
 * at each brand and the back office's changes to them. Adjusting points needs loyalty:write and
 * blocking sign-in customers:write; their forms are drawn only for a role holding them.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  const session = await requireArea("customers", request);
  const customer = await api.call(adminRoutes.customerPage, undefined, {
    params: { userId: params.userId ?? "" },
    request,
  });
  const { permissions } = session.staff;
  return {
    customer,
    canAdjust: mayUse(permissions, NEEDS.points),
    canBlock: mayUse(permissions, NEEDS.block),
    reviewLinks: mayUse(permissions, "reviews:read"),
  };
}

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">): Promise<CustomerAnswer> {
  return customerAction(request, params.userId ?? "");
}

export default function Customer() {
  const { customer, canAdjust, canBlock, reviewLinks } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  const { profile } = customer;
  const name = `${profile.firstName} ${profile.lastName}`.trim() || `Customer ${profile.userId}`;
  const pointsRefused = answer?.error && answer.intent === "points" ? ERROR_ID : undefined;
  return (
    <>
      <p className="crumbs">
        <Link to="/customers">Customers</Link>
      </p>
      <h1>{name}</h1>
      <p className="lead">
        {[profile.mobileNumber, profile.email].filter(Boolean).join(" · ")}
        {customer.signIn.blocked ? " · sign-in blocked" : null}
      </p>
      <ActionResult id={ERROR_ID} done={answer?.done} error={answer?.error} />
      {/* Drawn afresh for another shopper, so no field carries over from the last one. */}
      <div className="record-sections" key={profile.userId}>
        <CustomerProfile profile={profile} />
        <SignInSection signIn={customer.signIn} canWrite={canBlock} answer={answer} errorId={ERROR_ID} />
        <CustomerOrders orders={customer.orders} />
        <section aria-labelledby="points-title" className="stack">
          <h2 id="points-title">Points</h2>
          <CustomerLoyalty loyalty={customer.loyalty} />
          {canAdjust ? (
            // A new form, with a new request id, after each adjustment; a refused one keeps its fields.
            <PointsForm
              key={answer?.intent === "points" && answer.done ? answer.requestId : "first"}
              loyalty={customer.loyalty}
              refusedBy={pointsRefused}
            />
          ) : null}
        </section>
        <CustomerAddresses addresses={customer.addresses} />
        <CustomerFavourites favourites={customer.favourites} />
        <CustomerReviews reviews={customer.reviews} linked={reviewLinks} />
        <RecordHistory entries={customer.audit} resource="customer" resourceId={String(profile.userId)} />
      </div>
    </>
  );
}
