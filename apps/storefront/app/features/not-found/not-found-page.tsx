import { LABELS } from "@odin/contracts";
import type { MetaDescriptor } from "react-router";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";

export const NEW_ARRIVALS_URL = "/products?na&sort=newest";

export const notFoundMeta: MetaDescriptor[] = [
  { title: `${LABELS.shell.notFoundTitle} | Odin` },
  { name: "description", content: LABELS.shell.notFoundText },
  { name: "robots", content: "noindex" },
];

/** The friendly not-found page; its route answers with HTTP 404. */
export function NotFoundPage() {
  return (
    <div className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{LABELS.shell.notFoundTitle}</h1>
      <p className="not-found__text">{LABELS.shell.notFoundText}</p>
      <p className="not-found__actions">
        <Link className={buttonClass("primary")} href="/">
          {LABELS.shell.notFoundHome}
        </Link>
        <Link className={buttonClass("secondary")} href={NEW_ARRIVALS_URL}>
          {LABELS.shell.notFoundNewArrivals}
        </Link>
      </p>
    </div>
  );
}
