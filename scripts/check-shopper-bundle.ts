/**
 * `node --import tsx scripts/check-shopper-bundle.ts`, the last step of `npm run build`: fails the
 * build when a script of the storefront's client build carries back-office code. The back office
 * has a bundle of its own (apps/admin) so that no shopper's page downloads the staff's screens,
 * their wording, the permission list or the addresses of the /admin/api routes; one import of the
 * wrong module from a storefront file would quietly undo that. It also fails when zod reached the
 * back office's bundle (decision 13), and when a marker is no longer in the back office's own
 * build, so the check never passes only because a marker went stale.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { ADMIN_MESSAGES, PERMISSIONS } from "@odin/contracts";

/** Strings only back-office code carries: the API's addresses, the app's name, its wording, its permissions. */
export const BACK_OFFICE_MARKERS = [
  "/admin/api",
  "Odin back office",
  ADMIN_MESSAGES.signIn.wrongCredentials,
  PERMISSIONS["audit:read"],
] as const;

/** What the schema library leaves in a bundle that carries it. */
const ZOD_MARKERS = ["_zod", "ZodError"] as const;

const ROOT = new URL("..", import.meta.url).pathname;
export const STOREFRONT_ASSETS = join(ROOT, "apps/storefront/build/client/assets");
export const ADMIN_ASSETS = join(ROOT, "apps/admin/build/client/assets");

/** Each script of `dir` that holds any of `markers`, with the ones it holds. */
export async function scriptsHolding(
  dir: string,
  markers: readonly string[],
): Promise<{ file: string; markers: string[] }[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".js")).sort();
  const found = await Promise.all(
    names.map(async (file) => {
      const text = await readFile(join(dir, file), "utf8");
      return { file, markers: markers.filter((marker) => text.includes(marker)) };
    }),
  );
  return found.filter((script) => script.markers.length > 0);
}

/** What is wrong with the two builds; empty when the storefront is free of back-office code. */
export async function bundleProblems(storefront: string, admin: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { file, markers } of await scriptsHolding(storefront, BACK_OFFICE_MARKERS)) {
    problems.push(
      `the storefront's ${file} carries back-office code: ${markers.map((m) => JSON.stringify(m)).join(", ")}`,
    );
  }
  const inAdmin = new Set(
    (await scriptsHolding(admin, BACK_OFFICE_MARKERS)).flatMap((script) => script.markers),
  );
  for (const marker of BACK_OFFICE_MARKERS.filter((each) => !inAdmin.has(each))) {
    problems.push(
      `the back office's build no longer holds ${JSON.stringify(marker)}: update BACK_OFFICE_MARKERS`,
    );
  }
  for (const { file } of await scriptsHolding(admin, ZOD_MARKERS)) {
    problems.push(`the back office's ${file} carries zod (decision 13)`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await bundleProblems(STOREFRONT_ASSETS, ADMIN_ASSETS);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log("no back-office code in the storefront's scripts, and no zod in the back office's");
}
