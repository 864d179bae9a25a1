import { LABELS, RENDER_CACHE } from "@odin/contracts";
import {
  type AppLoadContext,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { NEW_ARRIVALS_URL } from "../features/not-found/not-found-page";
import { WhatsappButton } from "../features/support/whatsapp-button";
import { resolveSections } from "../features/templates/resolve-sections";
import { TemplateSections } from "../features/templates/template-sections";
import "../styles/home.css";
import "../styles/product-card.css";
import "../styles/whatsapp-button.css";
import { isPreviewRequest } from "../features/templates/load-template";
import { imagePreloads, openingBannerImage } from "../lib/image-preload";
import { Link } from "../ui/link";

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const preview = isPreviewRequest(new URL(request.url));
  const found = await context.services.content.masterTemplate({
    templateType: "HomeTemplate",
    brandId: "home",
    platform: "desktop",
    preview,
  });
  // Shared caches keep the home page for its render TTL (spec 2 §9); a preview is never shared.
  const cacheControl = preview
    ? "private, no-store"
    : `public, max-age=0, s-maxage=${RENDER_CACHE.homeTtlSeconds}`;
  const headers = { "Cache-Control": cacheControl };
  const whatsappUrl = context.services.support.whatsappUrl();
  if (!found.ok) return data({ template: null, sections: [], preview, whatsappUrl }, { headers });
  const template = found.value;
  const sections = await resolveSections(template, context.services.catalog, context.log);
  return data(
    {
      template: { title: template.title, metaDescription: template.metaDescription },
      sections,
      preview,
      whatsappUrl,
    },
    { headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
});

const FALLBACK_TITLE = "Odin | Fashion from the brands you love";
const FALLBACK_DESCRIPTION =
  "Shop clothing, footwear and accessories from top fashion brands online at Odin.";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.template?.title ?? FALLBACK_TITLE },
  { name: "description", content: data?.template?.metaDescription ?? FALLBACK_DESCRIPTION },
  ...imagePreloads([openingBannerImage(data?.sections ?? [])]),
  ...(data?.preview ? [{ name: "robots", content: "noindex" }] : []),
];

export default function Home() {
  const { template, sections, whatsappUrl } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <h1 className="visually-hidden">{template?.title ?? FALLBACK_TITLE}</h1>
      {sections.length > 0 ? (
        <TemplateSections sections={sections} />
      ) : (
        <p className="container home__empty">
          <Link href={NEW_ARRIVALS_URL}>{LABELS.shell.notFoundNewArrivals}</Link>
        </p>
      )}
      <WhatsappButton href={whatsappUrl} />
    </div>
  );
}
