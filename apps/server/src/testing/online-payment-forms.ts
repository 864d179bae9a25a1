import { randomIp } from "./auth";
import type { TestApp } from "./test-app";

/**
 * The online payment tests' browser without scripts (decision 41): the forms of a page (a handoff, a
 * sandbox gateway's page, the page that takes the browser back to the store) read and posted as the
 * browser would post them, and fields posted to a path as a gateway's server posts them.
 */

const addresses = new WeakMap<TestApp, string>();

/**
 * The address a test app's browser and gateways post from, one per app: the payments' forgery limit
 * counts per address, and a PostgreSQL run shares its counts between test files.
 */
export function senderOf(test: TestApp): { "x-forwarded-for": string } {
  let address = addresses.get(test);
  if (!address) {
    address = randomIp();
    addresses.set(test, address);
  }
  return { "x-forwarded-for": address };
}

/** A form of a page: its action, method and fields (hidden inputs, and the checked radios). */
export interface PageForm {
  action: string;
  method: string;
  fields: Record<string, string>;
}

const unescapeHtml = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : unescapeHtml(match[1]);
};

/** The forms of an HTML page, in order. */
export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag = "", body = ""]) => {
    const fields: Record<string, string> = {};
    for (const [input = ""] of body.matchAll(/<input\b[^>]*>/g)) {
      const name = attribute(input, "name");
      const type = attribute(input, "type") ?? "text";
      if (!name || (type === "radio" && !/\schecked\b/.test(input))) continue;
      if (type === "hidden" || type === "radio") fields[name] = attribute(input, "value") ?? "";
    }
    return {
      action: attribute(tag, "action") ?? "",
      method: (attribute(tag, "method") ?? "get").toUpperCase(),
      fields,
    };
  });
}

/** The form a gateway's last page takes the browser back to the store with. */
export function backToStore(html: string): PageForm {
  const form = formsOf(html).at(-1);
  if (!form) throw new Error("no form back to the store");
  return form;
}

/** Posts (or gets) a form as the browser would: the site's own origin is left off the address. */
export function submit(test: TestApp, form: PageForm, extra: Record<string, string> = {}) {
  const url = new URL(form.action, "http://odin.test");
  const fields = { ...form.fields, ...extra };
  if (form.method === "GET") {
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    return test.app.inject({ method: "GET", url: `${url.pathname}${url.search}`, headers: senderOf(test) });
  }
  return postForm(test, `${url.pathname}${url.search}`, fields);
}

/** Posts form fields to a path, form-encoded, as a gateway's server posts them. */
export function postForm(
  test: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return test.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", ...senderOf(test), ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}
