/**
 * Odin's profiles and app listings. The store listing addresses are placeholders until the apps are
 * published; change them here only.
 */
export const SOCIAL_PROFILES = [
  { network: "facebook", name: "Facebook", url: "https://www.facebook.com/odinstore" },
  { network: "instagram", name: "Instagram", url: "https://www.instagram.com/odinstore" },
  { network: "x", name: "X (Twitter)", url: "https://x.com/odinstore" },
  { network: "youtube", name: "YouTube", url: "https://www.youtube.com/@odinstore" },
] as const;

export type SocialNetwork = (typeof SOCIAL_PROFILES)[number]["network"];

export const APP_LISTINGS = {
  googlePlay: "https://play.google.com/store/apps/details?id=in.odinstore.app",
  appStore: "https://apps.apple.com/in/app/odin-fashion/id6450000000",
} as const;

/** Base path that prefixes the privacy and terms links (spec 2 §2); empty on the main site. */
export const LEGAL_BASE_PATH = "";
