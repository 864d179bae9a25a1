import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";

/**
 * What the sandbox gateways share (demo mode and tests; decision 41): their pages, the outcomes a
 * tester picks, ids, and webhooks sent back to this server over HTTP the way a gateway sends them
 * (late, twice or out of order when asked).
 */

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
  const webhook = WEBHOOK_MODES.map(
    (value, index) =>
      `<label><input type="radio" name="webhooks" value="${value}"${index === 0 ? " checked" : ""}> ${value}</label>`,
  ).join("");
  return `<fieldset><legend>Outcome (tester)</legend>${outcome}</fieldset>
<fieldset><legend>Webhooks (tester)</legend>${webhook}</fieldset>`;
}

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

/**
 * Sends a gateway's webhooks to this server's webhook route, in the tester's mode: late (after a
 * few seconds), twice, out of order (the last first) or not at all. Failures are logged, never thrown:
 * the merchant's reconciliation is what recovers a lost webhook.
 */
export function createWebhookSender(deps: {
  origin: () => Promise<string>;
  log: FastifyBaseLogger;
  lateMs?: number;
}) {
  const lateMs = deps.lateMs ?? 3_000;
  const post = async (path: string, hook: SignedWebhook) => {
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
    send(path: string, hooks: readonly SignedWebhook[], mode: WebhookMode): Promise<void> {
      if (mode === "none" || hooks.length === 0) return Promise.resolve();
      const ordered = mode === "outOfOrder" ? [...hooks].reverse() : hooks;
      const all = mode === "duplicate" ? ordered.flatMap((hook) => [hook, hook]) : ordered;
      const run = async () => {
        for (const hook of all) await post(path, hook);
      };
      if (mode === "late") {
        setTimeout(() => void run(), lateMs).unref();
        return Promise.resolve();
      }
      return run();
    },
  };
}
