import type { Breadcrumb } from "@odin/contracts";
import { Link } from "../../ui/link";

/**
 * Breadcrumbs (spec 2 §2): shown only with more than one entry; the first is the brand or Home
 * (pointing at /), the last is the page heading and is not a link.
 */
export function Breadcrumbs({ entries }: { entries: readonly Breadcrumb[] }) {
  if (entries.length <= 1) return null;
  const last = entries.length - 1;
  return (
    <nav className="breadcrumbs container" aria-label="Breadcrumb">
      <ol>
        {entries.map((entry, index) => (
          <li key={`${entry.breadcrumbUrl}-${entry.breadcrumbText}`}>
            {index === last ? (
              <span aria-current="page">{entry.breadcrumbText}</span>
            ) : (
              <Link href={entry.breadcrumbUrl}>{entry.breadcrumbText}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** BreadcrumbList JSON-LD (schema.org) for the same entries; `origin` makes the addresses absolute. */
export function breadcrumbJsonLd(entries: readonly Breadcrumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: entries.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.breadcrumbText,
      item: new URL(entry.breadcrumbUrl, origin).href,
    })),
  };
}
