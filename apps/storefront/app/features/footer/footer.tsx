import type { FooterLinks } from "@odin/contracts";
import { Link } from "../../ui/link";
import type { NewsletterVersion } from "../support/support-forms";
import { BackToTop } from "./back-to-top";
import { FIXED_FOOTER_LINKS } from "./fixed-links";
import { FooterColumns } from "./footer-columns";
import { FooterSeo } from "./footer-seo";
import { NewsletterForm } from "./newsletter-form";
import { AppBadges, SocialLinks } from "./social-links";

/** The full footer of spec 2 §2; `newsletter` picks the newer or the older footer's sign-up (spec 2 §5). */
export function Footer({ footer, newsletter }: { footer: FooterLinks; newsletter: NewsletterVersion }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__newsletter">
        <div className="container">
          <NewsletterForm version={newsletter} />
        </div>
      </div>
      <div className="container site-footer__main">
        <FooterColumns links={footer.links} />
        <div className="site-footer__aside">
          <SocialLinks />
          <AppBadges />
        </div>
      </div>
      <div className="container">
        <FooterSeo docs={footer.footerSeoList} />
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <ul className="site-footer__fixed-links">
            {FIXED_FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link href={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <p className="site-footer__copyright">{footer.copyright}</p>
          <BackToTop />
        </div>
      </div>
    </footer>
  );
}
