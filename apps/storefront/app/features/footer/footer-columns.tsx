import type { FooterLink } from "@odin/contracts";
import { LABELS } from "@odin/contracts";
import { Link } from "../../ui/link";

/** Link columns from the footer link tree: each top node is a column heading over its children. */
export function FooterColumns({ links }: { links: FooterLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="footer-columns" aria-label={LABELS.shell.footerNavigation}>
      {links.map((column) => (
        <div className="footer-columns__column" key={`${column.label}|${column.url}`}>
          <h2 className="footer-heading">
            {column.url ? <Link href={column.url}>{column.label}</Link> : column.label}
          </h2>
          {column.children.length > 0 ? (
            <ul className="footer-columns__list">
              {column.children.map((link) => (
                <li key={`${link.label}|${link.url}`}>
                  <Link href={link.url}>{link.label}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </nav>
  );
}
