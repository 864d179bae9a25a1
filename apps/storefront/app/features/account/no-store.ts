/**
 * Cache-Control of the account pages: personal (the account) or single-use (a reset link), so never
 * kept by the rendered-page cache, a CDN or the browser (decision 11).
 */
export const PRIVATE_NO_STORE = "private, no-store";
