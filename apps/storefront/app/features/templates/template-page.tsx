import { LABELS } from "@odin/contracts";
import type { TemplatePageData } from "./load-template";
import { TemplateSections } from "./template-sections";

const KIND_LABELS: Partial<Record<TemplatePageData["template"]["templateType"], string>> =
  LABELS.templates.kinds;

/** A notice on previews (cmsPreview=1), so editors never mistake one for the published page. */
export function PreviewNotice({ preview }: { preview: boolean }) {
  return preview ? (
    <p className="template__preview container" role="status">
      {LABELS.templates.preview}
    </p>
  ) : null;
}

/**
 * A master-template page (spec 2 §2): collection, category, generic and blog templates by path.
 * A blog template is an article; the others are landing pages. The sections render as on home.
 */
export function TemplatePage({ data }: { data: TemplatePageData }) {
  const { templateType } = data.template;
  const kind = KIND_LABELS[templateType];
  const Wrapper = templateType === "BlogTemplate" ? "article" : "div";
  return (
    <Wrapper className={`template template--${templateType.replace("Template", "").toLowerCase()}`}>
      <PreviewNotice preview={data.preview} />
      <header className="template__head container">
        {kind ? <p className="template__kind">{kind}</p> : null}
        <h1 className="template__title">{data.heading}</h1>
        <p className="template__intro">{data.template.metaDescription}</p>
      </header>
      <TemplateSections sections={data.sections} />
    </Wrapper>
  );
}
