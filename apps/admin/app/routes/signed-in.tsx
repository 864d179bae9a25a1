import type { StaffSession } from "@odin/contracts";
import {
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  NavLink,
  Outlet,
  type ShouldRevalidateFunction,
  useLoaderData,
  useNavigation,
} from "react-router";
import { areasFor } from "../lib/areas";
import { loadSession } from "../lib/session";
import { ErrorPage } from "../ui/error-page";

/**
 * The frame of every signed-in page: the header with who is signed in and Sign out, the menu of the
 * areas their role allows, and the page. Its loader asks the server for the session; without one
 * the API client sends the staff member to sign in and back here afterwards.
 */

export async function clientLoader({
  request,
}: Pick<ClientLoaderFunctionArgs, "request">): Promise<StaffSession> {
  return loadSession(request);
}

/**
 * The session is asked again after a form changes something, not on every move between pages or
 * filters: each page's own call is refused by the server once the session is over or the role no
 * longer allows it, and that refusal is shown.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

export default function SignedIn() {
  const { staff } = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const areas = areasFor(staff.permissions);
  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        Skip to the page
      </a>
      <header className="top-bar">
        <Link to="/" className="brand">
          Odin back office
        </Link>
        <div className="who">
          <span className="who-name">{staff.name}</span>
          <span className="who-role">{staff.role.label}</span>
        </div>
        <Form method="post" action="/sign-out">
          <button type="submit" className="button button-quiet">
            Sign out
          </button>
        </Form>
      </header>
      <nav aria-label="Back office" className="menu">
        <ul>
          {areas.map((area) => (
            <li key={area.path}>
              <NavLink to={`/${area.path}`}>{area.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pending" role="status" aria-live="polite">
        {navigation.state === "idle" ? "" : "Loading…"}
      </div>
      <main id="main" tabIndex={-1} aria-busy={navigation.state === "loading"}>
        <Outlet />
      </main>
    </div>
  );
}

/** The session could not be read (the server is away): nothing of the frame can be drawn without it. */
export function ErrorBoundary() {
  return (
    <main className="standalone" id="main">
      <ErrorPage />
    </main>
  );
}
