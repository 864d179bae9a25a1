import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { RecordHistory } from "../features/audit/record-history";
import {
  CATALOGUE_WRITE,
  type StyleAnswer,
  type StyleIntent,
  styleAction,
} from "../features/catalogue/style-actions";
import { StyleDeclarations } from "../features/catalogue/style-declarations";
import { StyleFactsSection } from "../features/catalogue/style-facts";
import { StylePhotosSection } from "../features/catalogue/style-photos";
import { StylePublication } from "../features/catalogue/style-publication";
import { StyleSizes } from "../features/catalogue/style-sizes";
import { StyleStockSection } from "../features/catalogue/style-stock";
import { api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = ({ params }) => [{ title: `Style ${params.styleId} · Odin back office` }];

/** A style's id as the API takes it; anything else is no style's page. */
const STYLE_ID = /^[1-9]\d{0,9}$/;

function styleIdOf(params: { styleId?: string }): string {
  const styleId = params.styleId ?? "";
  if (!STYLE_ID.test(styleId)) throw new Response("Not found", { status: 404 });
  return styleId;
}

/**
 * One style: what it is and the form that edits it, publishing, its photographs, its sizes and
 * prices, its legal declarations, its stock at each centre with the latest changes, and its history. Every change
 * needs catalogue:write; without it the page only shows. Each form's outcome is said in its own
 * section, and the page stays where it was.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  const session = await requireArea("catalogue", request);
  const styleId = styleIdOf(params);
  const options = { params: { styleId }, request };
  const [page, stock, photos, choices] = await Promise.all([
    api.call(adminRoutes.stylePage, undefined, options),
    api.call(adminRoutes.styleStock, undefined, options),
    api.call(adminRoutes.stylePhotos, undefined, options),
    api.call(adminRoutes.catalogueOptions, undefined, { request }),
  ]);
  return {
    page,
    stock,
    photos,
    options: choices,
    canWrite: mayUse(session.staff.permissions, CATALOGUE_WRITE),
  };
}

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">): Promise<StyleAnswer> {
  return styleAction(request, styleIdOf(params));
}

export default function CatalogueStyle() {
  const { page, stock, photos, options, canWrite } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  const { style } = page;
  const of = (...intents: StyleIntent[]) => (answer && intents.includes(answer.intent) ? answer : undefined);
  return (
    <>
      <p className="crumbs">
        <Link to="/catalogue">Catalogue</Link>
      </p>
      <h1>{style.name}</h1>
      <p className="lead">
        {style.code} · {style.brandName} · {style.articleTypeName} ({style.gender}) ·{" "}
        {style.published ? "published" : "not published"}
      </p>
      {/* Drawn afresh for another style, so no field carries over from the last one. */}
      <div className="record-sections" key={style.styleId}>
        <StylePublication
          style={style}
          missing={page.declarations.missing}
          canWrite={canWrite}
          answer={of("publish", "unpublish")}
        />
        <StyleFactsSection style={style} options={options} canWrite={canWrite} answer={of("style")} />
        <StylePhotosSection
          photos={photos}
          styleName={style.name}
          canWrite={canWrite}
          answer={of("photo-upload", "photo-remove", "photo-order")}
        />
        <StyleSizes sizes={page.sizes} canWrite={canWrite} answer={of("size-price", "size-add")} />
        <StyleDeclarations
          declarations={page.declarations}
          brandName={style.brandName}
          canWrite={canWrite}
          answer={of("declarations")}
        />
        <StyleStockSection stock={stock} centres={options.centres} canWrite={canWrite} answer={of("stock")} />
        <RecordHistory entries={page.audit} resource="style" resourceId={String(style.styleId)} />
      </div>
    </>
  );
}
