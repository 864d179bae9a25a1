import "../preact-options";

/**
 * Runs before every file of the `storefront` project (vitest.config.ts), after the options the
 * entries set on the runtime (../preact-options.ts), so that components render as they do for
 * shoppers. Testing Library's `findBy*` and `waitFor` give up after 1 s by default, which a busy
 * machine can exceed without anything being wrong; they wait up to 15 s here, still inside the 30 s
 * a test may take. Only files in a DOM environment (`// @vitest-environment happy-dom`) load Testing
 * Library: server and other node tests skip this. `configure` is the one the storefront tests'
 * `@testing-library/react` uses.
 */
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 15_000 });
}
