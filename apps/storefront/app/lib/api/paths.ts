/** API paths the client itself calls (API.md). */
export const API_PATHS = {
  token: "/auth/token",
  logout: "/auth/logout",
  errorMail: "/api/errorMail",
  events: "/api/events",
} as const;

/** The path without its query string or fragment: what reports and the excluded list compare. */
export function pathOf(path: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
}
