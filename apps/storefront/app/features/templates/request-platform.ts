/** Responses that depend on `requestPlatform` (contracts) say so to shared caches. */
export const PLATFORM_VARY = "Sec-CH-UA-Mobile, User-Agent";
