import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress-assets";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("precompressAssets", () => {
  it("writes Brotli and gzip copies of scripts, stylesheets and SVGs that decode to the original", async () => {
    dir = await mkdtemp(join(tmpdir(), "odin-assets-"));
    const script = "export const greeting = 'namaste';\n".repeat(200);
    await writeFile(join(dir, "entry.js"), script);
    await writeFile(join(dir, "app.css"), "body{margin:0}");
    await writeFile(join(dir, "photo.webp"), Buffer.from([1, 2, 3]));

    expect((await precompressAssets(dir)).sort()).toEqual(["app.css", "entry.js"]);
    const brotli = await readFile(join(dir, "entry.js.br"));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(await readFile(join(dir, "app.css.gz"))).toString()).toBe("body{margin:0}");
    expect((await readdir(dir)).filter((name) => name.startsWith("photo"))).toEqual(["photo.webp"]);
  });
});
