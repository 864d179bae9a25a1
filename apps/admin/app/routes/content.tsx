import { adminRoutes } from "@odin/contracts";
import { type ClientLoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ContentTable } from "../features/content/content-table";
import { api } from "../lib/api";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Content · Odin back office" }];

/**
 * The documents staff edit (decision 71): the home page, the brands' sub-sites, the navigation with
 * its promo band, and the static pages, each with its draft and scheduled publish. Staff limited to
 * brands see only their brands' own.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  await requireArea("content", request);
  return api.call(adminRoutes.contentList, undefined, { request });
}

export default function Content() {
  const { documents } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <h1>Content</h1>
      <p className="lead">
        Open a document to change it. Changes are saved as a draft that only its preview shows; publish the
        draft now or schedule it, and shoppers see it within seconds of its publishing.
      </p>
      {documents.length === 0 ? (
        <p className="empty">No documents you may edit.</p>
      ) : (
        <ContentTable documents={documents} />
      )}
    </>
  );
}
