import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Each client chunk's modules with their gzip bytes, largest first: `build/bundle-stats.json`. */
export type BundleStats = Record<string, { module: string; bytes: number }[]>;

const REPOSITORY = join(import.meta.dirname, "../..");

/**
 * Writes what each chunk of the client build is made of, beside (not inside) the served folder, so
 * the script budget (`scripts/script-budget.ts`) can name the largest modules of a chunk over its
 * budget. A module's bytes are its minified code in the chunk, gzipped alone: more than its share of
 * the chunk's gzip, but in the same order.
 */
export function bundleStats(): Plugin {
  return {
    name: "odin-bundle-stats",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const stats: BundleStats = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        stats[`/assets/${chunk.fileName.replace(/^assets\//, "")}`] = Object.entries(chunk.modules)
          .filter(([, module]) => module.code)
          .map(([id, module]) => ({
            module: relative(REPOSITORY, id.replace(/\?.*$/, "")),
            bytes: gzipSync(module.code ?? "", { level: 9 }).length,
          }))
          .sort((a, b) => b.bytes - a.bytes);
      }
      if (!options.dir) return;
      writeFileSync(join(dirname(options.dir), "bundle-stats.json"), `${JSON.stringify(stats, null, 1)}\n`);
    },
  };
}
