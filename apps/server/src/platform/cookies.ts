import type { FastifyRequest } from "fastify";

/** `Secure` everywhere but on localhost, where browsers are served over plain http (decision 0006). */
function isLocalHost(request: FastifyRequest): boolean {
  const host = request.hostname.replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "127.0.0.1" || host === "::1" || host.endsWith(".localhost");
}

/** The options of every cookie the server sets: HttpOnly, SameSite=Lax, the whole site. */
export function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, secure: !isLocalHost(request), sameSite: "lax" as const, path: "/" };
}
