import { LABELS } from "@odin/contracts";
import type { ComponentType } from "react";
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from "../../ui/icons";
import { APP_LISTINGS, SOCIAL_PROFILES, type SocialNetwork } from "./external-links";

const ICONS: Record<SocialNetwork, ComponentType> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  youtube: YoutubeIcon,
};

export function SocialLinks() {
  return (
    <div className="footer-social">
      <h2 className="footer-heading">{LABELS.shell.followUs}</h2>
      <ul className="footer-social__list">
        {SOCIAL_PROFILES.map((profile) => {
          const Icon = ICONS[profile.network];
          return (
            <li key={profile.network}>
              <a
                className="footer-social__link"
                href={profile.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${profile.name} ${LABELS.shell.opensInNewTab}`}
              >
                <Icon />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** App-store links as text badges (no external images). */
export function AppBadges() {
  const badges = [
    {
      href: APP_LISTINGS.googlePlay,
      prefix: LABELS.shell.googlePlayPrefix,
      name: LABELS.shell.googlePlay,
    },
    { href: APP_LISTINGS.appStore, prefix: LABELS.shell.appStorePrefix, name: LABELS.shell.appStore },
  ];
  return (
    <div className="footer-apps">
      <h2 className="footer-heading">{LABELS.shell.getTheApp}</h2>
      <ul className="footer-apps__list">
        {badges.map((badge) => (
          <li key={badge.name}>
            <a className="app-badge" href={badge.href} target="_blank" rel="noopener noreferrer">
              <span className="app-badge__prefix">{badge.prefix}</span>
              <span className="app-badge__name">{badge.name}</span>
              <span className="visually-hidden"> {LABELS.shell.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
