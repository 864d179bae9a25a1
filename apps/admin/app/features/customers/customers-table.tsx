import type { CustomerSummary } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";

/**
 * The shoppers a lookup found, each linking to their page. Phone numbers and e-mail addresses are
 * shown as the server gives them. On a narrow screen the table scrolls sideways in its own region,
 * which takes keyboard focus so it can be scrolled without a pointer.
 */
export function CustomersTable({ customers }: { customers: readonly CustomerSummary[] }) {
  return (
    <ScrollTable id="customers" caption="Customers found">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Phone</th>
          <th scope="col">Joined</th>
          <th scope="col">Sign-in</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.userId}>
            <td>
              <Link to={`/customers/${customer.userId}`}>
                {customer.name || `Customer ${customer.userId}`}
              </Link>
            </td>
            <td>{customer.email ?? <span className="muted">(none)</span>}</td>
            <td className="nowrap">{customer.mobileNumber ?? <span className="muted">(none)</span>}</td>
            <td className="nowrap">
              <time dateTime={customer.createdAt}>{formatMinute(customer.createdAt)}</time>
            </td>
            <td>{customer.signInBlocked ? <strong>Blocked</strong> : "Allowed"}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
