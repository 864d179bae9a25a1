import { LABELS } from "@odin/contracts";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, useLoaderData } from "react-router";
import { unsubscribeAlertsAction } from "../features/alerts/alerts-actions.server";
import { UNSUBSCRIBE_TOKEN_FIELD } from "../features/alerts/alerts-forms";
import { AlertsUnsubscribe } from "../features/alerts/alerts-unsubscribe";
import { pageTitle } from "../lib/page-title";
import "../styles/support.css";

const NEVER_CACHED = "private, no-store";

/**
 * /alerts/unsubscribe?token=…: the link every stock and price alert carries (ALERTS_UNSUBSCRIBE_PATH).
 * Opening it only shows the page; its STOP ALERTS form posts the token to the action, so a link
 * scanner unsubscribes nobody. Never cached, never indexed.
 */
export function loader({ request }: LoaderFunctionArgs<AppLoadContext>) {
  const token = new URL(request.url).searchParams.get(UNSUBSCRIBE_TOKEN_FIELD);
  return data({ token: token?.trim() || null }, { headers: { "Cache-Control": NEVER_CACHED } });
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return unsubscribeAlertsAction(args);
}

export const headers = () => ({ "Cache-Control": NEVER_CACHED });

export const meta: MetaFunction = () => [
  { title: pageTitle(LABELS.alerts.unsubscribeTitle) },
  { name: "robots", content: "noindex" },
];

export default function AlertsUnsubscribePage() {
  const { token } = useLoaderData<typeof loader>();
  return (
    <div className="container static-page">
      <h1 className="static-page__title">{LABELS.alerts.unsubscribeTitle}</h1>
      <AlertsUnsubscribe token={token} />
    </div>
  );
}
