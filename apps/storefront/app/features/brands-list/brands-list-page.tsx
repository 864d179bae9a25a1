import { LABELS } from "@odin/contracts";
import { BrandGroups } from "./brand-groups";
import type { BrandsListView } from "./brand-index";
import { BrandSearchForm } from "./brand-search-form";
import { LetterFilter } from "./letter-filter";

/** /brandslist: brands A-Z with the letter filter and the search box (spec 2 §2, §5). */
export function BrandsListPage({ view }: { view: BrandsListView }) {
  const searching = view.query !== "" && view.error === null;
  return (
    <div className="brands-list container">
      <h1 className="brands-list__title">{LABELS.brandsList.title}</h1>
      <BrandSearchForm key={view.query} query={view.query} serverError={view.error} />
      <LetterFilter letters={view.letters} current={view.letter} searching={searching} />
      {view.groups.length > 0 ? (
        <BrandGroups groups={view.groups} />
      ) : (
        <p className="brands-list__empty" role="status">
          {LABELS.brandsList.noMatch}
        </p>
      )}
    </div>
  );
}
