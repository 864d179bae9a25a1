import { LABELS } from "@odin/contracts";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { NewsletterForm } from "../features/footer/newsletter-form";
import { newsletterAction } from "../features/support/support-actions.server";
import { newsletterVersionOf } from "../features/support/support-forms";
import { pageTitle } from "../lib/page-title";
import "../styles/support.css";

/**
 * /newsletter: where the footer's newsletter form posts from every page (decision 26). Once hydrated
 * the footer posts in place; before that, or without scripts, this page shows the answer and the form.
 */
export function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return { version: newsletterVersionOf(context.featureFlags) };
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return newsletterAction(args);
}

export const meta: MetaFunction = () => [
  { title: pageTitle(LABELS.newsletterPage.title) },
  { name: "robots", content: "noindex" },
];

export default function Newsletter() {
  const { version } = useLoaderData<typeof loader>();
  return (
    <div className="container static-page">
      <h1 className="static-page__title">{LABELS.newsletterPage.title}</h1>
      <NewsletterForm version={version} id="newsletter-page" />
    </div>
  );
}
