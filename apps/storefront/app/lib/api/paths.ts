/** The path without its query string or fragment: what reports name, so no token or pincode leaks into them. */
export function pathOf(path: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
}
