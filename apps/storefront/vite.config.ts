import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { bundleStats } from "./bundle-stats";
import { PREACT_ALIASES, REACT_LIBRARIES } from "./preact-runtime";

/**
 * The browser's first load is a few large chunks rather than twenty small ones: the libraries in
 * one, the shell every page draws (header, footer, search, shared ui and lib) in another, then the
 * route's own. Each module a page loads costs the main thread a preload, a fetch and an instance;
 * grouped, a product page ran about a sixth less main-thread work (docs/benchmarks.md). Some modules
 * of the shell's folders stay out of it (OUTSIDE_SHELL): the islands (ui/island.tsx) of the header
 * and footer, which load when touched or near the screen (the menus, the footer); the search panel and its filters, which load when the search box is
 * first used; the no-results page, a route's own; the form fields of ui/, which only the login modal
 * and the account pages draw; and the field measurements' reporter, loaded once the page has
 * started.
 *
 * Wording travels by slice (packages/contracts/src/messages.ts): a slice the shell shows rides in the
 * shell, and every other slice's messages, labels and formats make one chunk with the pages that show
 * them, instead of three.
 */
const SHELL = /storefront\/app\/(ui|lib|features\/(shell|header|footer|search|breadcrumbs))\//;
const WORDING = /contracts\/src\/(\w+)\/(?:messages|labels|formats)\.ts$/;
const OUTSIDE_SHELL =
  /features\/search\/(search-panel|search-filter-panel|no-results-page|brand-letter-groups)\.|features\/header\/(mobile-menu|brand-menu)\.|features\/footer\/(?!fixed-links|site-footer|external-links)|ui\/(field|password-field|form-error)\.|lib\/web-vitals-report\./;
const FIRST_LOAD_GROUPS = [
  // Leaflet and web-vitals stay out: the store locator's map and the field measurements load them
  // once the page is hydrated.
  { name: "framework", test: /node_modules\/(?!leaflet\/|web-vitals\/)/, priority: 10 },
  { name: "shell", test: (id: string) => SHELL.test(id) && !OUTSIDE_SHELL.test(id), priority: 5 },
  { name: (id: string) => `wording-${WORDING.exec(id)?.[1]}`, test: WORDING, priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), bundleStats()],
  // Preact in place of React, in the browser and in the server's render (preact-runtime.ts).
  resolve: { alias: PREACT_ALIASES },
  ssr: { noExternal: REACT_LIBRARIES },
  build: {
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } } },
  },
}));
