import { LABELS } from "@odin/contracts";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, useLoaderData } from "react-router";
import { NewsletterConfirm } from "../features/support/newsletter-confirm";
import { confirmNewsletterAction } from "../features/support/support-actions.server";
import { CONFIRM_TOKEN_FIELD } from "../features/support/support-forms";
import { pageTitle } from "../lib/page-title";
import "../styles/support.css";

/** /newsletter/confirm?token=…: the confirmation e-mail's link (double opt-in). Never cached. */
export function loader({ request }: LoaderFunctionArgs<AppLoadContext>) {
  const token = new URL(request.url).searchParams.get(CONFIRM_TOKEN_FIELD);
  return data({ token: token?.trim() || null }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return confirmNewsletterAction(args);
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [
  { title: pageTitle(LABELS.newsletterPage.confirmHeading) },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirmPage() {
  const { token } = useLoaderData<typeof loader>();
  return (
    <div className="container static-page">
      <h1 className="static-page__title">{LABELS.newsletterPage.title}</h1>
      <NewsletterConfirm token={token} />
    </div>
  );
}
