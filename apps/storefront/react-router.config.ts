import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // The whole route manifest (about 1 KB) comes with the first page: no discovery requests per link.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
