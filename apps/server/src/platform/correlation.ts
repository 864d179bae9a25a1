import { randomUUID } from "node:crypto";
import type { FastifyInstance, RawRequestDefaultExpression } from "fastify";

export const CORRELATION_HEADER = "correlationid";
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes the caller's correlationId when it is well formed, otherwise makes one. */
export function correlationIdOf(request: RawRequestDefaultExpression): string {
  const given = request.headers[CORRELATION_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && acceptable.test(value) ? value : randomUUID();
}

/** Echoes the request's correlationId in every response. */
export function registerCorrelationEcho(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("correlationId", request.id);
  });
}
