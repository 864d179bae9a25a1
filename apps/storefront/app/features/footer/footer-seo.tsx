import type { FooterLinks } from "@odin/contracts";

/**
 * SEO text blocks. `footerDescription` is HTML the server has already checked against its allow-list
 * (spec 2 §3: documents with invalid HTML are dropped and logged), so it is rendered as is.
 * VERTICAL stacks the title over the text; HORIZONTAL sets them side by side with inline lists.
 */
export function FooterSeo({ docs }: { docs: FooterLinks["footerSeoList"] }) {
  if (docs.length === 0) return null;
  return (
    <div className="footer-seo">
      {docs.map((doc) => (
        <section
          key={doc.footerTitle}
          className={`footer-seo__block footer-seo__block--${doc.alignment.toLowerCase()}`}
        >
          <h2 className="footer-seo__title">{doc.footerTitle}</h2>
          <div
            className="footer-seo__text rich-text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (safe-html allow-list)
            dangerouslySetInnerHTML={{ __html: doc.footerDescription }}
          />
        </section>
      ))}
    </div>
  );
}
