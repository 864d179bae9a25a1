import { LABELS } from "@odin/contracts";

/** The no-store state (spec 2 §2, §8): its picture and why the list is empty. */
export function NoStores({ message }: { message: string }) {
  return (
    <div className="no-stores">
      <svg className="no-stores__image" viewBox="0 0 120 96" width="120" height="96" role="img">
        <title>{LABELS.storeLocator.noStoresImage}</title>
        <path d="M14 38h92v50H14z" fill="#f6f6f7" stroke="#8a8a8f" strokeWidth="2" />
        <path d="M8 38 20 14h80l12 24z" fill="#e9eaf6" stroke="#8a8a8f" strokeWidth="2" />
        <path d="M48 60h24v28H48z" fill="#fff" stroke="#8a8a8f" strokeWidth="2" />
        <circle cx="92" cy="26" r="16" fill="#fff" stroke="#c2410c" strokeWidth="3" />
        <path d="m85 19 14 14m0-14L85 33" stroke="#c2410c" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="no-stores__message" role="status">
        {message}
      </p>
    </div>
  );
}
