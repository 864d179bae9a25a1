import { type ClientLoaderFunctionArgs, Link, type MetaFunction } from "react-router";
import { AREAS, mayUse } from "../lib/areas";
import { OPERATOR_COMMANDS } from "../lib/operator-commands";
import { requireArea } from "../lib/session";
import { useStaffSession } from "../lib/use-staff-session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Help · Odin back office" }];

export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  await requireArea("help", request);
  return null;
}

/**
 * What each area is for (and whether the staff member's role opens it), and the operator commands
 * that still do what the back office does not do yet.
 */
export default function Help() {
  const { staff } = useStaffSession();
  return (
    <>
      <h1>Help</h1>
      <section aria-labelledby="areas-title">
        <h2 id="areas-title">The areas of the back office</h2>
        <dl className="definitions">
          {AREAS.map((area) => (
            <div key={area.path}>
              <dt>
                {mayUse(staff.permissions, area.permission) ? (
                  <Link to={`/${area.path}`}>{area.label}</Link>
                ) : (
                  area.label
                )}
              </dt>
              <dd>
                {area.summary}{" "}
                {mayUse(staff.permissions, area.permission) ? null : (
                  <span className="muted">Your role does not open it ({area.permission}).</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="commands-title">
        <h2 id="commands-title">Operator commands</h2>
        <p>
          The server's command line does some of the same work, and what the back office does not do yet
          (photographs, a new store's first owner). Run each command from the store's folder as{" "}
          <code>npm run ops -- &lt;command&gt; [arguments]</code>; with the embedded database, stop the store
          first (the database belongs to one process at a time).
        </p>
        <dl className="definitions commands">
          {OPERATOR_COMMANDS.map((command) => (
            <div key={command.name}>
              <dt>
                <code>
                  npm run ops -- {command.name} {command.usage}
                </code>
              </dt>
              <dd>{command.summary}</dd>
            </div>
          ))}
        </dl>
        <p>
          In the demo store, <a href="/_sandbox/fulfilment">/_sandbox/fulfilment</a> is the stand-in for the
          warehouse and the carrier: it moves order items on to their next state with buttons while the store
          runs (a shipment gets the carrier "Sandbox Express" and a tracking number). It exists only in demo
          mode.
        </p>
      </section>
    </>
  );
}
