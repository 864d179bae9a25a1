import { LABELS } from "@odin/contracts";
import type { ReactNode } from "react";
import { Link } from "../../ui/link";
import { FIXED_FOOTER_LINKS } from "../footer/fixed-links";

const LEGAL = new Set<string>([LABELS.footer.privacyPolicy, LABELS.footer.termsAndConditions]);
const LEGAL_LINKS = FIXED_FOOTER_LINKS.filter((link) => LEGAL.has(link.label));

/** A small drawn badge: no image request, no layout shift. */
function Badge({ children, label }: { children: ReactNode; label: string }) {
  return (
    <li className="checkout-footer__badge">
      <svg
        width="28"
        height="28"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
      <span>{label}</span>
    </li>
  );
}

/**
 * The compact checkout footer (spec 2 §2): security badges, the copyright and the privacy policy and
 * terms links; nothing that leads away from paying.
 */
export function CheckoutFooter({ copyright }: { copyright: string }) {
  const labels = LABELS.checkoutPage;
  return (
    <footer className="checkout-footer">
      <div className="container checkout-footer__inner">
        <ul className="checkout-footer__badges">
          <Badge label={labels.securePayments}>
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </Badge>
          <Badge label={labels.genuineProducts}>
            <path d="M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z" />
            <path d="m9 12 2 2 4-4" />
          </Badge>
          <Badge label={labels.easyReturns}>
            <path d="M4 12a8 8 0 1 0 2.3-5.7" />
            <path d="M4 4v4h4" />
          </Badge>
        </ul>
        <ul className="checkout-footer__links">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link href={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <p className="checkout-footer__copyright">{copyright}</p>
      </div>
    </footer>
  );
}
