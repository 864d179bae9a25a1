import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  BACK_OFFICE_MARKERS,
  bundleProblems,
  STOREFRONT_ASSETS,
  scriptsHolding,
} from "./check-shopper-bundle";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A storefront and a back-office build of these scripts (file name to text). */
async function builds(storefront: Record<string, string>, admin: Record<string, string>) {
  dir = await mkdtemp(join(tmpdir(), "odin-bundles-"));
  const write = async (name: string, files: Record<string, string>) => {
    await mkdir(join(dir, name));
    for (const [file, text] of Object.entries(files)) await writeFile(join(dir, name, file), text);
  };
  await write("storefront", storefront);
  await write("admin", admin);
  return [join(dir, "storefront"), join(dir, "admin")] as const;
}

const ADMIN_BUILD = { "app-Ab12Cd34.js": BACK_OFFICE_MARKERS.map((marker) => `"${marker}"`).join(";") };

describe("the check of the shoppers' bundle", () => {
  it("passes builds that keep the back office to itself", async () => {
    const [storefront, admin] = await builds({ "home-Zz99Yy88.js": 'fetch("/api/v2/listing")' }, ADMIN_BUILD);
    expect(await bundleProblems(storefront, admin)).toEqual([]);
  });

  it("names a storefront script that carries back-office code, and what it carries", async () => {
    const [storefront, admin] = await builds(
      { "home-Zz99Yy88.js": 'fetch("/api/v2/listing")', "shell-Qq11Ww22.js": 'fetch("/admin/api/session")' },
      ADMIN_BUILD,
    );
    expect(await bundleProblems(storefront, admin)).toEqual([
      `the storefront's shell-Qq11Ww22.js carries back-office code: "/admin/api"`,
    ]);
  });

  it("fails when a marker is stale or zod reached the back office", async () => {
    const [storefront, admin] = await builds({}, { "app-Ab12Cd34.js": '"/admin/api";e._zod.def' });
    const problems = await bundleProblems(storefront, admin);
    expect(problems).toContain(
      `the back office's build no longer holds "Odin back office": update BACK_OFFICE_MARKERS`,
    );
    expect(problems).toContain("the back office's app-Ab12Cd34.js carries zod (decision 13)");
  });

  // Only the storefront's side: in CI this file may run while `npm run build` (whose last step is the
  // whole check) is still writing the back office's files, and a half-written build has no markers.
  const built = existsSync(STOREFRONT_ASSETS);
  it.skipIf(!built)(
    "finds no back-office code in the storefront's build (skipped without a build: `npm run build` runs the whole check itself, in CI too)",
    async () => {
      expect(await scriptsHolding(STOREFRONT_ASSETS, BACK_OFFICE_MARKERS)).toEqual([]);
    },
  );
});
