import { adminRoutes, WEB_VITALS } from "@odin/contracts";
import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "react-router";
import { ThresholdsTable, WebVitalsTable } from "../features/web-vitals/web-vitals-table";
import { windowLabel, windowOf } from "../features/web-vitals/web-vitals-view";
import { api } from "../lib/api";
import { formatMinute } from "../lib/format";
import { requireArea } from "../lib/session";
import { FormError } from "../ui/form-error";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Page speed · Odin back office" }];

/**
 * Page speed (decision 75): the field measurements of Core Web Vitals that shoppers' browsers sent,
 * as the 75th percentile of each per page type and device class over a window the address holds
 * (`?days=1`, 7 by default, 28), each with its rating by Google's thresholds and its sample count.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  await requireArea("web-vitals", request);
  const window = windowOf(new URL(request.url).searchParams);
  if ("problem" in window) return { days: null, summary: null, problem: window.problem };
  const summary = await api.call(adminRoutes.adminWebVitals, { days: window.days }, { request });
  return { days: window.days, summary, problem: undefined };
}

export default function PageSpeed() {
  const { days, summary, problem } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <h1>Page speed</h1>
      <p className="lead">
        How fast the storefront's pages load and answer in shoppers' own browsers, for each kind of page on
        phones and on computers. Each value is the 75th percentile: three page loads in four were as fast or
        faster. Google rates a page by this value; a value of few samples moves a lot.
      </p>
      <nav aria-label="Window" className="tabs">
        {WEB_VITALS.windowDays.map((choice) => (
          <Link key={choice} to={`?days=${choice}`} aria-current={choice === days ? "page" : undefined}>
            {windowLabel(choice)}
          </Link>
        ))}
      </nav>
      <FormError id="web-vitals-problem" message={problem} />
      {summary === null ? null : summary.groups.length === 0 ? (
        <p className="empty">
          No measurements in the {windowLabel(summary.days).toLowerCase()}. Shoppers' browsers send them as
          they use the storefront; crawlers' and test browsers' are not kept.
        </p>
      ) : (
        <>
          <p className="muted">
            Measured from {formatMinute(summary.from)} to {formatMinute(summary.to)}.
          </p>
          <WebVitalsTable groups={summary.groups} window={windowLabel(summary.days)} />
        </>
      )}
      <h2>Thresholds</h2>
      <ThresholdsTable />
    </>
  );
}
