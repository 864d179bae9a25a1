import { LABELS } from "@odin/contracts";

export type ListingView = "grid" | "block";

const GridIcon = () => (
  <svg className="icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M2 2h7v7H2zM11 2h7v7h-7zM2 11h7v7H2zM11 11h7v7h-7z" />
  </svg>
);

const BlockIcon = () => (
  <svg className="icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M4 2h12v16H4z" />
  </svg>
);

/**
 * Grid or single-column ("block") layout (spec 2 §2, default grid). The choice is page state, not
 * part of the address: it does not change the content, so it stays out of URLs and cache keys.
 */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  return (
    <fieldset className="view-toggle">
      <legend className="visually-hidden">{LABELS.listing.layout}</legend>
      <button
        type="button"
        className="view-toggle__button"
        aria-pressed={view === "grid"}
        aria-label={LABELS.listing.gridView}
        onClick={() => onChange("grid")}
      >
        <GridIcon />
      </button>
      <button
        type="button"
        className="view-toggle__button"
        aria-pressed={view === "block"}
        aria-label={LABELS.listing.blockView}
        onClick={() => onChange("block")}
      >
        <BlockIcon />
      </button>
    </fieldset>
  );
}
