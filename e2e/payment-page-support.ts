import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type Page, type Response } from "@playwright/test";
import { authorisationOf, type PageScript } from "../apps/server/src/platform/payment-page-scripts";

/**
 * The checks of the payment pages (PCI DSS 6.4.3, 11.6.1; decision 40): every script a page has or
 * requests is in the inventory (apps/server/src/platform/payment-page-scripts.ts), each inline one
 * carries the response's nonce, each file is the one the build wrote, the browser refused nothing,
 * and the security headers are the committed ones (payment-pages.headers.json).
 */

const BUILD_CLIENT = new URL("../apps/storefront/build/client/", import.meta.url);
/** The committed headers of a kind of payment page. */
export const pinned = (file: string) =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")) as Record<string, string>;
const EXPECTED_HEADERS = pinned("payment-pages.headers.json");
/** Headers of the transport or of the one response (a date, an id, a refreshed cookie), not of the page. */
const PER_RESPONSE = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "correlationid",
  "date",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
]);
const NONCE = /'nonce-([^']+)'/;

interface ScriptElement {
  src: string;
  type: string;
  text: string;
  /** In the HTML, the attribute; in the live document, the value the browser keeps once it hides it. */
  nonce: string;
}

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Watches `page` from now on: the addresses of the script files it requests (module preloads and
 * workers included) and the policy violations its documents report. Call before opening the page.
 */
export async function watchPaymentPage(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || /\.js(?:\?|$)/.test(request.url()))
      requested.push(request.url());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return requested;
}

/** The storefront's mark on `<html>` once it has hydrated the page (apps/storefront/app/entry.client.tsx). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** A requested file as the inventory names it: its path on this site, or its whole address. */
function fileScript(url: string, origin: string): PageScript {
  const parsed = new URL(url, origin);
  return { kind: "file", url: parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : parsed.href };
}

function unlisted(scripts: PageScript[]): PageScript[] {
  return scripts.filter((script) => !authorisationOf(script));
}

/** The `<script>` elements of the HTML the server sent. */
function scriptsOfHtml(html: string): ScriptElement[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attributes = "", text = ""]) => {
      const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? "";
      return { src: attribute("src"), type: attribute("type"), text, nonce: attribute("nonce") };
    },
  );
}

/** A document's response headers but those of the transport or of the one response, nonce masked. */
async function pinnedHeaders(response: Response): Promise<Record<string, string>> {
  const headers = Object.entries(await response.allHeaders())
    .filter(([name]) => !PER_RESPONSE.has(name))
    .map(([name, value]) => [name, value.replace(NONCE, "'nonce-…'")] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(headers);
}

/**
 * Holds the page that `opened` answered against the inventory and the committed headers, once its
 * scripts have run (`requested` from watchPaymentPage).
 */
export async function expectAsInventoried(
  page: Page,
  opened: Response,
  requested: string[],
  headers = EXPECTED_HEADERS,
): Promise<void> {
  const origin = new URL(opened.url()).origin;
  expect(await pinnedHeaders(opened)).toEqual(headers);
  const nonce = NONCE.exec((await opened.allHeaders())["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();

  const elements = [
    ...scriptsOfHtml(await opened.text()),
    ...(await page.evaluate(() =>
      [...document.scripts].map((script) => ({
        src: script.getAttribute("src") ?? "",
        type: script.type,
        text: script.src ? "" : (script.textContent ?? ""),
        nonce: script.nonce ?? "",
      })),
    )),
  ];
  const inline = elements.filter((element) => !element.src);
  expect(inline.filter((element) => element.nonce !== nonce)).toEqual([]);
  const asScripts = elements.map(
    (element): PageScript =>
      element.src
        ? fileScript(element.src, origin)
        : { kind: "inline", type: element.type, text: element.text },
  );
  expect(unlisted(asScripts)).toEqual([]);
  expect(unlisted(requested.map((url) => fileScript(url, origin)))).toEqual([]);

  // Every file is one the build of this repository wrote (a worker's body is not kept by the
  // browser's tools: each is fetched again from the same address).
  const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("base64");
  for (const url of new Set(requested)) {
    const { pathname } = new URL(url);
    const served = await (await page.request.get(url)).body();
    expect(sha256(served), pathname).toBe(sha256(readFileSync(new URL(`.${pathname}`, BUILD_CLIENT))));
  }
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
}
