import type { Navigation } from "@odin/contracts";
import { Link } from "../../ui/link";

/** Top promo band: message and link from the navigation metadata (spec 2 §2). */
export function PromoBand({ metaData }: { metaData: Navigation["metaData"] }) {
  const message = metaData.topBandMessage.trim();
  if (!message) return null;
  return (
    <div className="promo-band">
      {metaData.topBandUrl ? (
        <Link className="promo-band__link" href={metaData.topBandUrl}>
          {message}
        </Link>
      ) : (
        <p className="promo-band__text">{message}</p>
      )}
    </div>
  );
}
