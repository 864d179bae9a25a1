/** Editorial text. The HTML is sanitised by the server before it reaches the template. */
export function RichText({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <section className="home-section container" aria-labelledby={id}>
      <h2 className="home-section__title" id={id}>
        {title}
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (safe-html allow-list) */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
