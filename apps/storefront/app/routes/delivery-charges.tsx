import { LABELS, RENDER_CACHE } from "@odin/contracts";
import {
  type AppLoadContext,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { DeliveryChargesPage } from "../features/bag/delivery-charges-page";
import { pageTitle } from "../lib/page-title";
import "../styles/bag.css";

/** /delivery_charges (spec 3 §2): the delivery charge rule, the same for every shopper, so shared. */
export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const cacheControl = `public, max-age=0, s-maxage=${RENDER_CACHE.defaultTtlSeconds}`;
  return data(
    { charges: context.services.bag.deliveryCharges() },
    { headers: { "Cache-Control": cacheControl } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
});

export const meta: MetaFunction = () => [
  { title: pageTitle(LABELS.bag.deliveryCharges) },
  { name: "description", content: LABELS.bagPage.deliveryInfo },
];

export default function DeliveryCharges() {
  const { charges } = useLoaderData<typeof loader>();
  return <DeliveryChargesPage charges={charges} />;
}
