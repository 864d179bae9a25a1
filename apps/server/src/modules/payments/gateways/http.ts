import { GatewayError, type GatewayName } from "./gateway";

/**
 * Where an adapter reaches its gateway: the server's base for API calls (the real gateway, or the
 * sandbox once this server listens) and the browser's base for the gateway's own pages.
 */
export interface GatewayEndpoints {
  server(): Promise<string>;
  browser: string;
}

export interface GatewayRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Appended to the server base. */
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** Answers with these statuses are returned rather than thrown (a 400 that carries the gateway's verdict). */
  accept?: readonly number[];
}

/** Time a gateway call may take before it counts as unreachable. */
const TIMEOUT_MS = 15_000;

/**
 * One HTTP call to a gateway: JSON or form body, JSON answer. A network failure, a timeout, or a
 * status outside 2xx and `accept` is a GatewayError naming the status only (bodies can hold personal
 * data and are never logged).
 */
export async function callGateway<T>(
  gateway: GatewayName,
  endpoints: GatewayEndpoints,
  request: GatewayRequest,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form).toString();
  }
  let response: Response;
  try {
    response = await fetch(`${await endpoints.server()}${request.path}`, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "unreachable";
    throw new GatewayError(gateway, `${request.method} ${pathOnly(request.path)} ${reason}`);
  }
  if (!response.ok && !request.accept?.includes(response.status)) {
    await response.body?.cancel();
    throw new GatewayError(
      gateway,
      `${request.method} ${pathOnly(request.path)} answered ${response.status}`,
    );
  }
  const text = await response.text();
  try {
    return { status: response.status, body: (text === "" ? {} : JSON.parse(text)) as T };
  } catch {
    throw new GatewayError(gateway, `${request.method} ${pathOnly(request.path)} answered no JSON`);
  }
}

/** A path without its query (ids in queries stay out of logs). */
function pathOnly(path: string): string {
  return path.split("?")[0] ?? path;
}
