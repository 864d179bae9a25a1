import { LABELS } from "@odin/contracts";
import {
  type AppLoadContext,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { HomeSections } from "../features/home/home-sections";
import { resolveSections } from "../features/home/load-home";
import { NEW_ARRIVALS_URL } from "../features/not-found/not-found-page";
import "../styles/home.css";
import "../styles/product-card.css";

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const preview = new URL(request.url).searchParams.get("cmsPreview") === "1";
  const template = await context.services.content.masterTemplate({
    templateType: "HomeTemplate",
    brandId: "home",
    platform: "desktop",
    preview,
  });
  if (!template) return { template: null, sections: [], preview };
  const sections = await resolveSections(template, context.services.catalog, (message, error) =>
    console.error(`[${context.correlationId}] ${message}`, error),
  );
  return {
    template: { title: template.title, metaDescription: template.metaDescription },
    sections,
    preview,
  };
}

const FALLBACK_TITLE = "Odin | Fashion from the brands you love";
const FALLBACK_DESCRIPTION =
  "Shop clothing, footwear and accessories from top fashion brands online at Odin.";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.template?.title ?? FALLBACK_TITLE },
  { name: "description", content: data?.template?.metaDescription ?? FALLBACK_DESCRIPTION },
  ...(data?.preview ? [{ name: "robots", content: "noindex" }] : []),
];

export default function Home() {
  const { template, sections } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <h1 className="visually-hidden">{template?.title ?? FALLBACK_TITLE}</h1>
      {sections.length > 0 ? (
        <HomeSections sections={sections} />
      ) : (
        <p className="container home__empty">
          <Link to={NEW_ARRIVALS_URL}>{LABELS.shell.notFoundNewArrivals}</Link>
        </p>
      )}
    </div>
  );
}
