import { PERMISSIONS } from "@odin/contracts";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ApiFailure } from "../lib/api";

/**
 * What a page shows when its data could not be had: a refusal of the staff member's role (the
 * permission named, so they know what to ask the owner for), a record that does not exist, or the
 * server's own explanation of anything else, with a way to try again.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (error instanceof ApiFailure && error.status === 403) return <Refused failure={error} />;
  if ((error instanceof ApiFailure || isRouteErrorResponse(error)) && error.status === 404) {
    return <NotFound />;
  }
  const detail =
    error instanceof ApiFailure ? error.detail : "The page could not be shown. Try again in a moment.";
  if (!(error instanceof ApiFailure)) console.error(error);
  return (
    <section className="notice" aria-labelledby="error-title">
      <h1 id="error-title">Something went wrong</h1>
      <p role="alert">{detail}</p>
      <p>
        <a href={typeof location === "undefined" ? "." : location.href}>Try again</a>
      </p>
    </section>
  );
}

function Refused({ failure }: { failure: ApiFailure }) {
  const permission = failure.data?.permission;
  const what =
    typeof permission === "string" ? PERMISSIONS[permission as keyof typeof PERMISSIONS] : undefined;
  return (
    <section className="notice" aria-labelledby="refused-title">
      <h1 id="refused-title">Your role does not allow this</h1>
      <p>{failure.detail}</p>
      {what ? (
        <p>
          It needs the permission to: <strong>{what}</strong>. Ask the store's owner if your work needs it.
        </p>
      ) : null}
      <p>
        <Link to="/">Back to the back office's home</Link>
      </p>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="notice" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Not found</h1>
      <p>There is no back-office page at this address.</p>
      <p>
        <Link to="/">Back to the back office's home</Link>
      </p>
    </section>
  );
}
