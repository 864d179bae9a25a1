import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { Field, Submit } from "../features/catalogue/form-parts";
import {
  createAction,
  PROMOTIONS_WRITE,
  type PromotionAnswer,
} from "../features/promotions/promotion-actions";
import { PromotionFields } from "../features/promotions/promotion-fields";
import { PROMOTION_LIMITS } from "../features/promotions/promotion-words";
import { api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { refusal, requireArea } from "../lib/session";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "New promotion · Odin back office" }];

/** A new promotion or coupon, covering every style of the brands ticked; once created, its page opens. */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const session = await requireArea("promotions", request);
  if (!mayUse(session.staff.permissions, PROMOTIONS_WRITE)) throw refusal(PROMOTIONS_WRITE);
  return { options: await api.call(adminRoutes.promotionOptions, undefined, { request }) };
}

export async function clientAction({ request }: Pick<ClientActionFunctionArgs, "request">) {
  return createAction(request);
}

export default function PromotionNew() {
  const { options } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>() as PromotionAnswer | undefined;
  const fields = answer?.fields ?? {};
  return (
    <>
      <p className="crumbs">
        <Link to="/promotions">Promotions</Link>
      </p>
      <h1>New promotion</h1>
      <ActionResult id="promotion-new-error" done={undefined} error={answer?.error} />
      <Form
        method="post"
        className="panel stack"
        aria-labelledby="promotion-new-title"
        aria-describedby={answer?.error ? "promotion-new-error" : undefined}
      >
        <h2 id="promotion-new-title" className="list-title">
          The promotion's rules
        </h2>
        <Field
          id="promotion-code"
          label="Code"
          hint="What shoppers type: 3 to 20 capital letters and digits. It cannot change later."
          error={fields.code}
        >
          {(described) => (
            <input
              {...described}
              name="code"
              required
              maxLength={PROMOTION_LIMITS.codeMaxLength}
              autoComplete="off"
              autoCapitalize="characters"
            />
          )}
        </Field>
        <PromotionFields promotion={undefined} options={options} fields={fields} />
        <div className="actions">
          <Submit intent="create" label="Create promotion" busyLabel="Creating…" />
        </div>
        <input type="hidden" name="intent" value="create" />
      </Form>
    </>
  );
}
