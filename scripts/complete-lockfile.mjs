/**
 * `npm run lock:complete` — run after any `npm install` that changes package-lock.json.
 *
 * The package registry this project installs from serves only the Linux x64/arm64 builds of
 * platform-specific optional packages (e.g. @biomejs/cli-darwin-arm64 answers 404). `npm install`
 * then leaves those optional packages out of the lockfile, and `npm ci` refuses a lockfile that
 * lacks them. This script adds each missing one with its platform (os, cpu, libc) read from its
 * name, so `npm ci` knows to skip it here and fetch it by name on the platforms that need it.
 */
import { readFileSync, writeFileSync } from "node:fs";

const LOCKFILE = new URL("../package-lock.json", import.meta.url);
const PLATFORM =
  /-(android|darwin|freebsd|linux|netbsd|openbsd|sunos|win32|aix|openharmony)-(arm64|arm|x64|ia32|ppc64|s390x|riscv64|loong64|mips64el)(?:-(musl|gnu|msvc))?$/;

const lock = JSON.parse(readFileSync(LOCKFILE, "utf8"));
const packages = lock.packages;

/** Where npm would find `name` when required from the package at `from` (nearest node_modules up). */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[base ? `${base}/node_modules/${name}` : `node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

const added = [];
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const platform = PLATFORM.exec(name);
    if (!platform)
      throw new Error(
        `${name} (optional dependency of ${path || "the root"}) is missing and has no platform in its name`,
      );
    const [, os, cpu, libc] = platform;
    const entry = { version: range.replace(/^[\^~=]/, ""), optional: true, os: [os], cpu: [cpu] };
    if (libc === "musl" || (os === "linux" && libc === "gnu"))
      entry.libc = [libc === "musl" ? "musl" : "glibc"];
    const key = `${path ? `${path}/` : ""}node_modules/${name}`;
    packages[key] = entry;
    added.push(key);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `added ${added.length} platform entries:\n  ${added.join("\n  ")}`
    : "lockfile already complete",
);
