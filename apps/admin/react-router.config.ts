import type { Config } from "@react-router/dev/config";

/**
 * The back office is a single-page app (decision 60): staff pages are private to one person, never
 * cached or crawled, and every piece of data comes from the `/admin/api` routes, so nothing is gained
 * by rendering them on the server. The build writes one `index.html` that the server answers for
 * every `/admin` address, and the pages load their data in the browser.
 */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: false,
  basename: "/admin",
  // Every route of the manifest comes with the first page: no discovery requests per link.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
