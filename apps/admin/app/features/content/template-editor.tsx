import type { MasterTemplate, TemplateSection } from "@odin/contracts";
import { useState } from "react";
import type { FieldErrors } from "../catalogue/field-errors";
import { changed, DocumentField, ListControls, moved, without } from "./content-fields";
import { EditorForm } from "./editor-form";

type BannerSection = Extract<TemplateSection, { type: "banner_carousel" }>;
type ProductSection = Extract<TemplateSection, { type: "product_carousel" }>;
type Slide = BannerSection["slides"][number];

const NEW_SLIDE: Slide = { image: "", alt: "", url: "/", title: "" };
const LINK_HINT = "A path on this site (/sale) or an https:// address.";

/**
 * A master template's editor (the home page, a brand's sub-site): its title and description, each
 * banner carousel's slides (added, removed and reordered here, saved with the draft) and each product
 * carousel's title, listing query, length and "view all" link. Tiles and texts are kept as they are.
 * The fields are labelled "Banner 1 title" and so on (with "Carousel 2" before them from the second
 * carousel on), the names the storefront's journeys use.
 */
export function TemplateEditor({
  template,
  fields,
  canWrite,
  errorId,
}: {
  template: MasterTemplate;
  fields: FieldErrors;
  canWrite: boolean;
  errorId: string | undefined;
}) {
  const [draft, setDraft] = useState(template);
  const setSection = (index: number, change: (section: TemplateSection) => TemplateSection) =>
    setDraft((current) => ({ ...current, sections: changed(current.sections, index, change) }));
  const carousels = draft.sections.filter((section) => section.type === "banner_carousel");
  const products = draft.sections.filter((section) => section.type === "product_carousel");

  return (
    <EditorForm label="Template" document={draft} canWrite={canWrite} errorId={errorId}>
      <DocumentField
        path="title"
        label="Page title"
        value={draft.title}
        fields={fields}
        onChange={(title) => setDraft({ ...draft, title })}
      />
      <DocumentField
        path="metaDescription"
        label="Description for search engines"
        value={draft.metaDescription}
        fields={fields}
        onChange={(metaDescription) => setDraft({ ...draft, metaDescription })}
      />
      {draft.sections.map((section, index) => {
        const at = `sections.${index}`;
        if (section.type === "banner_carousel") {
          const number = carousels.indexOf(section) + 1;
          return (
            <BannerCarousel
              // Sections are not reordered here: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              at={at}
              prefix={number === 1 ? "" : `Carousel ${number} `}
              section={section}
              fields={fields}
              canWrite={canWrite}
              onChange={(next) => setSection(index, () => next)}
            />
          );
        }
        if (section.type === "product_carousel") {
          const number = products.indexOf(section) + 1;
          return (
            <ProductCarousel
              // biome-ignore lint/suspicious/noArrayIndexKey: sections keep their place
              key={index}
              at={at}
              name={`Product carousel ${number}`}
              section={section}
              fields={fields}
              onChange={(next) => setSection(index, () => next)}
            />
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections keep their place
          <p key={index} className="muted">
            {section.type === "tile_grid" ? "Tiles" : "Text"} “{section.title}”: kept as it is.
          </p>
        );
      })}
    </EditorForm>
  );
}

function BannerCarousel({
  at,
  prefix,
  section,
  fields,
  canWrite,
  onChange,
}: {
  at: string;
  prefix: string;
  section: BannerSection;
  fields: FieldErrors;
  canWrite: boolean;
  onChange: (section: BannerSection) => void;
}) {
  const setSlides = (slides: Slide[]) => onChange({ ...section, slides });
  const setSlide = (index: number, change: Partial<Slide>) =>
    setSlides(changed(section.slides, index, (slide) => ({ ...slide, ...change })));
  return (
    <fieldset className="panel stack">
      <legend>{prefix ? `${prefix.trim()}: banners` : "Banners"}</legend>
      {fields[`${at}.slides`] ? <p className="field-error">{fields[`${at}.slides`]}</p> : null}
      {section.slides.map((slide, index) => {
        const name = `${prefix}Banner ${index + 1}`;
        const path = `${at}.slides.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide's place is what its labels say
          <fieldset key={index} className="stack">
            <legend>{name}</legend>
            <DocumentField
              path={`${path}.title`}
              label={`${name} title`}
              value={slide.title}
              fields={fields}
              onChange={(title) => setSlide(index, { title })}
            />
            <DocumentField
              path={`${path}.subtitle`}
              label={`${name} subtitle`}
              value={slide.subtitle ?? ""}
              fields={fields}
              onChange={(subtitle) => setSlide(index, { subtitle: subtitle || undefined })}
            />
            <DocumentField
              path={`${path}.image`}
              label={`${name} picture address`}
              hint={LINK_HINT}
              kind="link"
              value={slide.image}
              fields={fields}
              onChange={(image) => setSlide(index, { image })}
            />
            <DocumentField
              path={`${path}.alt`}
              label={`${name} picture description`}
              hint="What the picture shows, for shoppers who cannot see it."
              value={slide.alt}
              fields={fields}
              onChange={(alt) => setSlide(index, { alt })}
            />
            <DocumentField
              path={`${path}.url`}
              label={`${name} link`}
              hint={LINK_HINT}
              kind="link"
              value={slide.url}
              fields={fields}
              onChange={(url) => setSlide(index, { url })}
            />
            <ListControls
              name={name.toLowerCase()}
              index={index}
              count={section.slides.length}
              disabled={!canWrite}
              onMove={(from, to) => setSlides(moved(section.slides, from, to))}
              onRemove={(removed) => setSlides(without(section.slides, removed))}
            />
          </fieldset>
        );
      })}
      {canWrite ? (
        <div className="actions">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => setSlides([...section.slides, NEW_SLIDE])}
          >
            Add a {prefix ? `${prefix.trim().toLowerCase()} ` : ""}banner
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

function ProductCarousel({
  at,
  name,
  section,
  fields,
  onChange,
}: {
  at: string;
  name: string;
  section: ProductSection;
  fields: FieldErrors;
  onChange: (section: ProductSection) => void;
}) {
  return (
    <fieldset className="panel stack">
      <legend>
        {name}: {section.title}
      </legend>
      <DocumentField
        path={`${at}.title`}
        label={`${name} title`}
        value={section.title}
        fields={fields}
        onChange={(title) => onChange({ ...section, title })}
      />
      <DocumentField
        path={`${at}.query`}
        label={`${name} listing query`}
        hint="The listing's filters, as in its address after the ?: f-br=nw&sort=newest."
        value={section.query}
        fields={fields}
        onChange={(query) => onChange({ ...section, query })}
      />
      <DocumentField
        path={`${at}.limit`}
        label={`${name} styles shown`}
        hint="From 1 to 20."
        kind="number"
        value={section.limit}
        fields={fields}
        onChange={(limit) => onChange({ ...section, limit: Number(limit) })}
      />
      <DocumentField
        path={`${at}.viewAllUrl`}
        label={`${name} view-all link`}
        hint={LINK_HINT}
        kind="link"
        value={section.viewAllUrl}
        fields={fields}
        onChange={(viewAllUrl) => onChange({ ...section, viewAllUrl })}
      />
    </fieldset>
  );
}
