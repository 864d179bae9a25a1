import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAdmin } from "./admin-host";
import { loadConfig } from "./config";
import { apiNotFound, registerErrorHandling } from "./errors";
import { registerOrigins } from "./page-origin";
import { scriptHash } from "./payment-page-scripts";
import { registerSecurityHeaders } from "./security";

const BOOTSTRAP = 'window.__reactRouterContext = {"basename":"/admin"};';
const INDEX = `<!DOCTYPE html><html><head><title>Odin back office</title></head><body><p>Loading…</p><script>${BOOTSTRAP}</script><script type="module" src="/admin/assets/entry-AbCdEf12.js"></script></body></html>`;
const SCRIPT = "console.log('back office');\n".repeat(40);

let buildDir = "";

/** The app as app.ts puts it together around the back office: headers, the API's 404, a storefront. */
async function appWith(mode: "production" | "development", dir = buildDir): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  registerSecurityHeaders(app, loadConfig({ ODIN_MODE: "demo", NODE_ENV: "production" }));
  registerOrigins(app, { configured: undefined, site: "http://localhost:3000" });
  app.all("/admin/api/*", apiNotFound);
  await registerAdmin(app, { mode, buildDir: dir });
  // The storefront's pages take every other path: none of the back office's may reach them.
  app.all("/*", (_request, reply) => reply.send("storefront page"));
  return app;
}

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "odin-admin-build-"));
  await mkdir(join(buildDir, "client/assets"), { recursive: true });
  await writeFile(join(buildDir, "client/index.html"), INDEX);
  await writeFile(join(buildDir, "client/assets/entry-AbCdEf12.js"), SCRIPT);
  await writeFile(join(buildDir, "client/assets/entry-AbCdEf12.js.br"), brotliCompressSync(SCRIPT));
});

afterAll(async () => {
  await rm(buildDir, { recursive: true, force: true });
});

describe("the back office's pages under /admin", () => {
  it("answer the built index.html for every page address, never kept by the browser", async () => {
    const app = await appWith("production");
    for (const url of ["/admin", "/admin/", "/admin/login?next=%2Fadmin%2Faudit", "/admin/audit/deep/page"]) {
      const answer = await app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).toBe(INDEX);
    }
    const head = await app.inject({ method: "HEAD", url: "/admin/login" });
    expect(head.statusCode).toBe(200);
    await app.close();
  });

  it("let only the document's own inline scripts run, by their hashes", async () => {
    const app = await appWith("production");
    const policy = String(
      (await app.inject({ method: "GET", url: "/admin/login" })).headers["content-security-policy"],
    );
    const scripts = policy.split(";").find((directive) => directive.startsWith("script-src"));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).toContain("'self'");
    expect(scripts?.match(/'sha256-[\w+/=]+'/g)).toEqual([`'${scriptHash(BOOTSTRAP)}'`]);
    // The storefront's pages keep their policy.
    const page = await app.inject({ method: "GET", url: "/products" });
    expect(page.headers["content-security-policy"]).toContain("'unsafe-inline'");
    await app.close();
  });

  it("serve the build's assets precompressed and immutable, and 404 for a file the build has not", async () => {
    const app = await appWith("production");
    const asset = await app.inject({
      method: "GET",
      url: "/admin/assets/entry-AbCdEf12.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect(asset.headers["content-security-policy"]).toBeUndefined();
    const missing = await app.inject({ method: "GET", url: "/admin/assets/entry-Missing0.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("Loading…");
    await app.close();
  });

  it("leave /admin/api to the API: an unknown route answers its JSON 404", async () => {
    const app = await appWith("production");
    for (const method of ["GET", "POST"] as const) {
      const answer = await app.inject({ method, url: "/admin/api/nothing-here" });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ errors: [{ status: 404, code: "NOT_FOUND" }] });
    }
    await app.close();
  });

  it("refuse other methods rather than hand them to the storefront", async () => {
    const app = await appWith("production");
    const answer = await app.inject({ method: "DELETE", url: "/admin/login" });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    await app.close();
  });
});

describe("a missing build", () => {
  it("stops a production start with what to run", async () => {
    await expect(appWith("production", join(buildDir, "nowhere"))).rejects.toThrow(
      /The back office is not built .*run `npm run build` first/,
    );
  });

  it("answers 503 with what to run in development, then the build once there is one", async () => {
    const later = join(buildDir, "later");
    const app = await appWith("development", later);
    const answer = await app.inject({ method: "GET", url: "/admin/login" });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain("npm run build");
    expect((await app.inject({ method: "GET", url: "/" })).body).toBe("storefront page");

    await mkdir(join(later, "client/assets"), { recursive: true });
    await writeFile(join(later, "client/index.html"), INDEX);
    await writeFile(join(later, "client/assets/entry-AbCdEf12.js"), SCRIPT);
    expect((await app.inject({ method: "GET", url: "/admin/login" })).body).toBe(INDEX);
    expect((await app.inject({ method: "GET", url: "/admin/assets/entry-AbCdEf12.js" })).statusCode).toBe(
      200,
    );
    // A new build needs only a reload.
    await writeFile(join(later, "client/index.html"), INDEX.replace("Loading…", "Loading again…"));
    expect((await app.inject({ method: "GET", url: "/admin/login" })).body).toContain("Loading again…");
    await app.close();
  });
});
