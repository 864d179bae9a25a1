import { data } from "react-router";

/**
 * The page a refused form post answers (decision 50): one posted from another site's page, or to a
 * host that is not the store's. The server renders this route in place of the post's own page; its
 * loader answers 403, which the root's error boundary shows as it shows every error.
 */
export function loader() {
  throw data(null, { status: 403 });
}

/** Never drawn (the loader always answers 403); a component keeps this a page rather than a resource. */
export default function Refused() {
  return null;
}
