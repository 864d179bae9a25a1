import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  BUDGETS,
  budgetProblems,
  CEILINGS,
  firstLoad,
  measurePages,
  PAGE_ROUTES,
  type RouteManifest,
} from "./script-budget";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const MANIFEST: RouteManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/runtime.js"] },
  routes: {
    root: { module: "/assets/root.js", imports: ["/assets/shell.js"] },
    ...Object.fromEntries(
      Object.values(PAGE_ROUTES).map((id) => [
        id,
        { module: `/assets/${id.replace("/", "-")}.js`, imports: ["/assets/shell.js"], parentId: "root" },
      ]),
    ),
  },
};

/** A client build of these scripts, each with a `.gz` copy of the given gzip size (as npm run build writes). */
async function build(texts: Record<string, string>, gzipBytes: Record<string, number>) {
  const dir = await mkdtemp(join(tmpdir(), "odin-budget-"));
  dirs.push(dir);
  await mkdir(join(dir, "assets"));
  await writeFile(
    join(dir, "assets/manifest-Ab12.js"),
    `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
  );
  const files = new Set([MANIFEST.entry.module, ...(MANIFEST.entry.imports ?? [])]);
  for (const route of Object.values(MANIFEST.routes))
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  for (const file of files) {
    await writeFile(join(dir, file), texts[file] ?? "export {};");
    // Incompressible bytes of the wanted size stand for the gzip copy.
    await writeFile(join(dir, `${file}.gz`), Buffer.alloc(gzipBytes[file] ?? 1_000, 7));
  }
  return dir;
}

describe("the first-load script budget", () => {
  it("counts the entry and its imports, then each route's module and imports from the root down, once each", () => {
    expect(firstLoad(MANIFEST, "routes/my-bag")).toEqual([
      "/assets/entry.js",
      "/assets/runtime.js",
      "/assets/root.js",
      "/assets/shell.js",
      "/assets/routes-my-bag.js",
    ]);
    expect(() => firstLoad(MANIFEST, "routes/nowhere")).toThrow(/no route routes\/nowhere/);
  });

  it("passes pages within their budgets and lists a route's dynamic imports without counting them", async () => {
    const client = await build(
      {
        "/assets/routes-catch-all.js":
          'const p = () => import(`./product-page-Xy.js`); import("./map-Zz.js");',
      },
      { "/assets/entry.js": 80 * 1024, "/assets/shell.js": 20 * 1024 },
    );
    const { loads, entryFiles } = await measurePages(client);
    const product = loads.find((load) => load.page === "product");
    expect(product?.total).toBe(80 * 1024 + 20 * 1024 + 3 * 1_000);
    expect(product?.later).toEqual(["/assets/product-page-Xy.js", "/assets/map-Zz.js"]);
    expect(budgetProblems(loads, entryFiles)).toEqual([]);
  });

  it("names the entry, each page over its budget with its largest chunks, and a chunk over its own", async () => {
    const client = await build({}, { "/assets/entry.js": 100 * 1024, "/assets/shell.js": 26 * 1024 });
    const { loads, entryFiles } = await measurePages(client);
    const problems = budgetProblems(loads, entryFiles);
    expect(problems).toContain(
      `the framework's entry is ${((100 * 1024 + 1_000) / 1024).toFixed(1)} KB, over 95.0 KB: /assets/entry.js 100.0 KB, /assets/runtime.js 1.0 KB`,
    );
    // 100 + 1 + 1 + 26 + 1 KB: over the browsing pages' 110 KB, within the others' 130 KB.
    expect(
      problems.filter((problem) => / first-load, over /.test(problem)).map((p) => p.split(":")[0]),
    ).toEqual(["home", "listing", "product"]);
    expect(problems).toContain("bag: the chunk /assets/shell.js is 26.0 KB, over 25.0 KB");
  });

  it("names the largest modules of each chunk it names, from the build's bundle statistics", async () => {
    const client = await build({}, { "/assets/entry.js": 80 * 1024, "/assets/shell.js": 26 * 1024 });
    const stats = {
      "/assets/shell.js": [
        { module: "apps/storefront/app/features/search/search-bar.tsx", bytes: 2_048 },
        { module: "packages/contracts/src/account/messages.ts", bytes: 1_024 },
      ],
    };
    const { loads, entryFiles } = await measurePages(client);
    expect(budgetProblems(loads, entryFiles, stats)).toContain(
      "bag: the chunk /assets/shell.js is 26.0 KB, over 25.0 KB (apps/storefront/app/features/search/search-bar.tsx 2.0 KB, packages/contracts/src/account/messages.ts 1.0 KB)",
    );
  });

  it("holds a build over its budgets to the ceilings, which lie between today's sizes and the budgets", async () => {
    for (const kind of Object.keys(BUDGETS) as (keyof typeof BUDGETS)[])
      expect(CEILINGS[kind]).toBeGreaterThanOrEqual(BUDGETS[kind]);
    // The shell over its 25 KB, every page within its budget.
    const client = await build({}, { "/assets/entry.js": 80 * 1024, "/assets/shell.js": 26 * 1024 });
    const { loads, entryFiles } = await measurePages(client);
    expect(budgetProblems(loads, entryFiles, {}, BUDGETS)).not.toEqual([]);
    expect(budgetProblems(loads, entryFiles, {}, CEILINGS)).toEqual([]);
    const grown = await build({}, { "/assets/entry.js": 80 * 1024, "/assets/shell.js": 60 * 1024 });
    const after = await measurePages(grown);
    expect(budgetProblems(after.loads, after.entryFiles, {}, CEILINGS)).toContain(
      `bag: the chunk /assets/shell.js is 60.0 KB, over ${(CEILINGS.routeChunk / 1024).toFixed(1)} KB`,
    );
  });
});
