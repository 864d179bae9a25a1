import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { TtlStore } from "../oauth/ttl-store";

/**
 * What the sandbox gateways share (demo mode and tests; decision 41): their pages and the forms
 * posted to them, the outcomes a tester picks, ids, and webhooks sent back to this server over HTTP
 * the way a gateway sends them (late, twice or out of order when asked). Their tester pages:
 * tester-page.ts; the card entry of the card pages: card-entry.ts.
 */

/** What registerPaymentSandbox gives each gateway's stand-in. */
export interface SandboxOptions<Config> {
  /** The stand-in's path, `/_sandbox/pg/<gateway>`. */
  base: string;
  config: Config;
  /** This server's origin, where the stand-in sends its webhooks. */
  origin: () => Promise<string>;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef1f6;color:#1d1d22}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin:0 0 .5rem}.tag{font-size:.8rem;background:#ffe08a;padding:.1rem .4rem;border-radius:4px}
.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}
input,select{font:inherit;padding:.45rem;border:1px solid #888;border-radius:6px;box-sizing:border-box}
input[type=text],input[type=password],input[type=tel]{width:100%}
fieldset{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:.5rem 1rem 1rem}
fieldset label{font-weight:400;display:flex;gap:.5rem;align-items:center}
button{font:inherit;padding:.7rem 1.2rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer;margin-top:1rem}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
.error{color:#b91c1c;margin:.25rem 0}.note{font-size:.85rem;color:#4a4a55}
.qr{display:block;margin:1rem auto;width:10rem;height:10rem}`;

/** A sandbox page: the gateway's name, its tag, and the body. */
export function sandboxPage(gateway: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(gateway)} <span class="tag">sandbox</span></h1>${body}</main></body></html>`;
}

/** What a stand-in's parts (its pages, API and tester's page) share: its path, keys and state. */
export interface SandboxParts<Keys, Store> {
  base: string;
  keys: Keys;
  store: Store;
}

/** Answers a sandbox page, never cached. */
export const sendHtml = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);

/** A sandbox page that says why it refused or cannot go on. */
export const errorPage = (gateway: string, title: string, message: string) =>
  sandboxPage(gateway, title, `<p class="error">${escapeHtml(message)}</p>`);

export const hiddenFields = (fields: Readonly<Record<string, string>>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");

/**
 * The page a gateway answers once the payment is done: a form that takes the browser back to the
 * merchant with the gateway's fields. A gateway's page posts it by script; this one has the button
 * too, so it works without scripts.
 */
export function returnPage(
  gateway: string,
  action: string,
  method: "POST" | "GET",
  fields: Record<string, string>,
) {
  return sandboxPage(
    gateway,
    "Returning to the store",
    `<p>Your payment is done. Taking you back to the store…</p>
<form id="return" method="${method.toLowerCase()}" action="${escapeHtml(action)}">${hiddenFields(fields)}
<button type="submit">Return to the store</button></form>
<script>document.getElementById("return").submit()</script>`,
  );
}

/** A form back to the store with the gateway's fields, for a page whose payment did not end. */
export function backForm(
  action: string,
  fields: Readonly<Record<string, string>>,
  options: { method?: "post" | "get"; label?: string; secondary?: boolean } = {},
): string {
  const { method = "post", label = "Back to the store" } = options;
  const button = options.secondary ? '<button class="secondary" type="submit">' : '<button type="submit">';
  return `<form method="${method}" action="${escapeHtml(action)}">${hiddenFields(fields)}${button}${label}</button></form>`;
}

/** A form posted to a sandbox page: its fields by name (parsed by registerPaymentSandbox's scope). */
export type SandboxForm = Record<string, string | undefined>;

export const formOf = (request: FastifyRequest): SandboxForm => (request.body ?? {}) as SandboxForm;

/** A JSON body posted to a sandbox API: its fields, or none when it is not an object. */
export type JsonBody = Record<string, unknown>;

export const bodyOf = (request: FastifyRequest): JsonBody =>
  request.body && typeof request.body === "object" ? (request.body as JsonBody) : {};

/** The fields a merchant's form posted, as the gateway keeps them. */
export const postedFields = (form: SandboxForm): Record<string, string> =>
  Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );

/** A rupee amount as gateways take it: up to 9 digits and 2 decimals. */
export const isRupees = (value: unknown): value is string =>
  typeof value === "string" && /^\d{1,9}(\.\d{1,2})?$/.test(value);

/** A gateway page's sessions: what the merchant's form posted, while the shopper pays (30 minutes). */
export const checkoutSessions = <T>() => new TtlStore<T>(30 * 60_000);

export const wantsJson = (request: FastifyRequest) =>
  request.headers.accept?.includes("application/json") ?? false;

/** The outcomes a tester can choose on a sandbox payment page. */
export const OUTCOMES = ["success", "failure", "pending", "insufficient", "timeout"] as const;
export type SandboxOutcome = (typeof OUTCOMES)[number];

export const OUTCOME_LABELS: Record<SandboxOutcome, string> = {
  success: "Success",
  failure: "Failure (declined)",
  pending: "Pending (the bank answers later)",
  insufficient: "Insufficient balance",
  timeout: "Timeout (no answer)",
};

/** How the sandbox sends a payment's webhooks: normally, late, twice, out of order, or not at all. */
export const WEBHOOK_MODES = ["normal", "late", "duplicate", "outOfOrder", "none"] as const;
export type WebhookMode = (typeof WEBHOOK_MODES)[number];

/** The outcome and webhook choosers of a sandbox payment page. */
export function testerChoices(outcomes: readonly SandboxOutcome[] = OUTCOMES): string {
  const outcome = outcomes
    .map(
      (value, index) =>
        `<label><input type="radio" name="outcome" value="${value}"${index === 0 ? " checked" : ""}> ${OUTCOME_LABELS[value]}</label>`,
    )
    .join("");
  return `<fieldset><legend>Outcome (tester)</legend>${outcome}</fieldset>
<fieldset><legend>Webhooks (tester)</legend>${webhookChoices()}</fieldset>`;
}

/** The webhook modes as radio buttons, `checked` chosen. */
export const webhookChoices = (checked: WebhookMode = "normal") =>
  WEBHOOK_MODES.map(
    (mode) =>
      `<label><input type="radio" name="webhooks" value="${mode}"${mode === checked ? " checked" : ""}> ${mode}</label>`,
  ).join("");

export const outcomeOf = (value: string | undefined): SandboxOutcome =>
  (OUTCOMES as readonly string[]).includes(value ?? "") ? (value as SandboxOutcome) : "success";

export const webhookModeOf = (value: string | undefined): WebhookMode =>
  (WEBHOOK_MODES as readonly string[]).includes(value ?? "") ? (value as WebhookMode) : "normal";

/** A gateway-style id: the prefix and 14 random letters and digits. */
export function sandboxId(prefix: string): string {
  return `${prefix}${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;
}

/** A webhook to send: its body exactly as signed, and its headers. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/** A webhook of form fields, form-encoded (its signature is among the fields). */
export const formWebhook = (fields: Record<string, string>): SignedWebhook => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

const LATE_MS = 3_000;

/**
 * Sends a gateway's webhooks to this server's webhook route for it (`/api/payment/webhook/<gateway>`,
 * as set on the gateway's dashboard), in the tester's mode: late (after a few seconds), twice, out of
 * order (the last first) or not at all. Failures are logged, never thrown: the merchant's
 * reconciliation is what recovers a lost webhook.
 */
export function createWebhookSender(deps: {
  gateway: string;
  origin: () => Promise<string>;
  log: FastifyBaseLogger;
}) {
  const path = `/api/payment/webhook/${deps.gateway}`;
  const post = async (hook: SignedWebhook) => {
    try {
      const response = await fetch(`${await deps.origin()}${path}`, {
        method: "POST",
        headers: hook.headers,
        body: hook.body,
        signal: AbortSignal.timeout(15_000),
      });
      await response.body?.cancel();
    } catch (error) {
      deps.log.warn({ err: error, path }, "a sandbox webhook was not delivered");
    }
  };
  return {
    send(hooks: readonly SignedWebhook[], mode: WebhookMode): Promise<void> {
      if (mode === "none" || hooks.length === 0) return Promise.resolve();
      const ordered = mode === "outOfOrder" ? [...hooks].reverse() : hooks;
      const all = mode === "duplicate" ? ordered.flatMap((hook) => [hook, hook]) : ordered;
      const run = async () => {
        for (const hook of all) await post(hook);
      };
      if (mode === "late") {
        setTimeout(() => void run(), LATE_MS).unref();
        return Promise.resolve();
      }
      return run();
    },
  };
}
