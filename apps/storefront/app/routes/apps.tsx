import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { AppBadges } from "../features/footer/social-links";
import { AppLinkForm } from "../features/support/app-link-form";
import { loadStaticPage } from "../features/support/load-static-page.server";
import { StaticPageView, staticPageHeaders, staticPageMeta } from "../features/support/static-page";
import { appLinkAction } from "../features/support/support-actions.server";
import "../styles/support.css";

/**
 * /apps (spec 2 §1, §2): the app-download promotion with its two testimonials, the store badges and
 * the box that sends the download link by SMS.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadStaticPage(context, "apps", request);
}

/** The send-app-link box posts here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return appLinkAction(args);
}

export const headers = staticPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => staticPageMeta("apps", loaded);

export default function Apps() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <StaticPageView page={page}>
      <div className="apps-page__get">
        <AppLinkForm />
        <AppBadges />
      </div>
    </StaticPageView>
  );
}
