import { LABELS } from "@odin/contracts";
import type { MetaDescriptor } from "react-router";
import { pageTitle } from "../../lib/page-title";
import { buttonClass } from "../../ui/button";

export const offlineMeta: MetaDescriptor[] = [
  { title: pageTitle(LABELS.offline.title) },
  { name: "description", content: LABELS.offline.text },
  { name: "robots", content: "noindex" },
];

/**
 * The page the service worker answers when a page cannot be fetched
 * (docs/decisions/0077-installable-storefront.md): it keeps this page's static copy and serves it at
 * the address the shopper asked for. "Try again" links to the document's own address (`href=""`), so
 * it loads the page asked for once more. The static copy has no scripts, so the browser follows it:
 * a new request to the network.
 */
export function OfflinePage() {
  return (
    <div className="offline-page container">
      <svg className="offline-page__mark" viewBox="0 0 32 32" width="64" height="64" aria-hidden="true">
        <circle cx="15" cy="17" r="10" fill="none" stroke="currentColor" strokeWidth="5.5" />
        <circle cx="26" cy="6" r="3.75" fill="#f59e0b" />
      </svg>
      <h1 className="offline-page__title">{LABELS.offline.title}</h1>
      <p className="offline-page__text">{LABELS.offline.text}</p>
      <p className="offline-page__text">{LABELS.offline.savedPages}</p>
      <p className="offline-page__actions">
        {/* biome-ignore lint/a11y/useValidAnchor: the empty address is this document's own (HTML's URL rules): the retry. */}
        <a className={buttonClass("primary")} href="">
          {LABELS.offline.retry}
        </a>
      </p>
    </div>
  );
}
