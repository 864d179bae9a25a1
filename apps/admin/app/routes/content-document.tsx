import { adminRoutes, EDITABLE_CONTENT_KINDS, type EditableContentKind } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { RecordHistory } from "../features/audit/record-history";
import { CONTENT_WRITE, type ContentAnswer, contentAction } from "../features/content/content-actions";
import { ContentPublishing } from "../features/content/content-publishing";
import { NavigationEditor } from "../features/content/navigation-editor";
import { StaticPageEditor } from "../features/content/static-page-editor";
import { TemplateEditor } from "../features/content/template-editor";
import { api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => [
  { title: `${data?.page.label ?? "Content"} · Odin back office` },
];

const KEY = /^[a-z0-9-]{1,40}$/;

/** The document a page's address names; anything else is no document's page. */
function documentOf(params: { kind?: string; key?: string }): { kind: EditableContentKind; key: string } {
  const kind = EDITABLE_CONTENT_KINDS.find((each) => each === params.kind);
  const key = params.key ?? "";
  if (!kind || !KEY.test(key)) throw new Response("Not found", { status: 404 });
  return { kind, key };
}

/**
 * One document: its draft and publishing (preview, publish now, schedule, call off, discard), its
 * editor (starting from the draft, or from what shoppers see when there is none) and its history.
 * Every change needs content:write; without it the page only shows.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  const session = await requireArea("content", request);
  const page = await api.call(adminRoutes.contentPage, undefined, { params: documentOf(params), request });
  return { page, canWrite: mayUse(session.staff.permissions, CONTENT_WRITE) };
}

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">): Promise<ContentAnswer> {
  const { kind, key } = documentOf(params);
  return contentAction(request, kind, key);
}

export default function ContentDocument() {
  const { page, canWrite } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  const saved = answer?.intent === "save" ? answer : undefined;
  const errorId = saved?.error ? "editor-error" : undefined;
  const fields = saved?.fields ?? {};
  // Drawn afresh from each saved draft; a refused one keeps what was typed.
  const editorKey = `${page.kind}/${page.key}/${page.updatedAt}/${page.draft === null}`;
  return (
    <>
      <p className="crumbs">
        <Link to="/content">Content</Link>
      </p>
      <h1>{page.label}</h1>
      <div className="record-sections">
        <ContentPublishing
          page={page}
          canWrite={canWrite}
          answer={answer?.intent === "save" ? undefined : answer}
        />
        <section aria-labelledby="editor-title" className="stack">
          <h2 id="editor-title">{page.draft ? "The draft" : "What shoppers see"}</h2>
          <ActionResult id="editor-error" done={saved?.done} error={saved?.error} />
          {page.kind === "master_template" ? (
            <TemplateEditor
              key={editorKey}
              template={page.draft ?? page.live}
              fields={fields}
              canWrite={canWrite}
              errorId={errorId}
            />
          ) : page.kind === "navigation" ? (
            <NavigationEditor
              key={editorKey}
              navigation={page.draft ?? page.live}
              fields={fields}
              canWrite={canWrite}
              errorId={errorId}
            />
          ) : (
            <StaticPageEditor
              key={editorKey}
              page={page.draft ?? page.live}
              fields={fields}
              canWrite={canWrite}
              errorId={errorId}
            />
          )}
        </section>
        <RecordHistory entries={page.history} resource="content" resourceId={`${page.kind}/${page.key}`} />
      </div>
    </>
  );
}
