/**
 * Server-to-provider calls. A failure becomes a ProviderError whose message says what went wrong in
 * words that are safe to log: the step, the HTTP status and the provider's error code, never a token,
 * a code or a secret.
 */
export class ProviderError extends Error {}

const TIMEOUT_MS = 10_000;

/** The provider's error code of an OAuth error body (RFC 6749 §5.2) or a Graph API error. */
function errorCodeOf(body: unknown): string {
  if (!body || typeof body !== "object") return "no error code";
  const error = (body as { error?: unknown }).error;
  if (typeof error === "string") return error.slice(0, 100);
  if (error && typeof error === "object") {
    const { type, code } = error as { type?: unknown; code?: unknown };
    return `${String(type ?? "error")} ${String(code ?? "")}`.trim().slice(0, 100);
  }
  return "no error code";
}

async function call(step: string, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`${step}: ${(error as Error).name} reaching ${new URL(url).origin}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(`${step}: HTTP ${response.status}, not JSON`);
  }
  if (!response.ok) throw new ProviderError(`${step}: HTTP ${response.status} ${errorCodeOf(body)}`);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ProviderError(`${step}: HTTP ${response.status}, not a JSON object`);
  }
  return body as Record<string, unknown>;
}

/** POST of form fields (the token endpoint's encoding, RFC 6749 §4.1.3). */
export function postForm(step: string, url: string, fields: Record<string, string>) {
  return call(step, url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(fields).toString(),
  });
}

export function getJson(step: string, url: string, headers: Record<string, string> = {}) {
  return call(step, url, { method: "GET", headers: { accept: "application/json", ...headers } });
}

/** A string field of a provider's answer, or a ProviderError naming it. */
export function requireString(step: string, body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== "string" || value === "") throw new ProviderError(`${step}: no ${field}`);
  return value;
}
