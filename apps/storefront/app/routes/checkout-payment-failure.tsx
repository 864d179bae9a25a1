import { LABELS, orderIdParam } from "@odin/contracts";
import { type AppLoadContext, data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { CHECKOUT_FIELDS } from "../features/checkout/checkout-forms";
import { PaymentFailurePage } from "../features/checkout/payment-failure-page";
import { toCheckoutEntry } from "../features/checkout/shipping-actions.server";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/checkout-frame.css";
import "../styles/checkout-payment.css";

/**
 * /checkout/onpaymentfailure[?orderId=OD…&transactionId=TX…] (spec 3 §2): the payment step stays marked
 * in the steps. The gateway's return names the unpaid order, which TRY AGAIN pays again.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.shopper) throw toCheckoutEntry();
  const posted = new URL(request.url).searchParams.get(CHECKOUT_FIELDS.orderId);
  const id = orderIdParam.safeParse({ orderId: posted ?? "" });
  return data(
    { orderId: id.success ? id.data.orderId : undefined },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export const handle = { checkoutStep: "payment" };

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.payment.failureTitle);

export default function CheckoutPaymentFailure() {
  const { orderId } = useLoaderData<typeof loader>();
  return <PaymentFailurePage orderId={orderId} />;
}
