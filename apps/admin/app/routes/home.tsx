import { Link, type MetaFunction } from "react-router";
import { areasFor } from "../lib/areas";
import { useStaffSession } from "../lib/use-staff-session";

export const meta: MetaFunction = () => [{ title: "Home · Odin back office" }];

/** The first page after signing in: a greeting and the areas the staff member's role opens, as cards. */
export default function Home() {
  const { staff } = useStaffSession();
  const areas = areasFor(staff.permissions);
  return (
    <>
      <h1>Hello, {staff.name}</h1>
      <p className="lead">
        You are signed in as {staff.role.label}. These are the parts of the back office your role opens.
      </p>
      <ul className="cards">
        {areas.map((area) => (
          <li key={area.path} className="card">
            <h2>
              <Link to={`/${area.path}`}>{area.label}</Link>
            </h2>
            <p>{area.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
