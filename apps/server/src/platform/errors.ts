import { ERROR_CODES, type ErrorResponse, MESSAGES, ProblemError } from "@odin/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export function errorBody(
  status: number,
  code: string,
  detail: string,
  data?: Record<string, unknown>,
): ErrorResponse {
  return { errors: [data ? { status, code, detail, data } : { status, code, detail }] };
}

function validationDetail(error: FastifyError): { detail: string; issues: unknown[] } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { detail: error.message, issues: [] };
  const issues = error.validation.map((item) => ({
    path: `${error.validationContext ?? "body"}${item.instancePath.replaceAll("/", ".")}`,
    message: item.message,
  }));
  return { detail: issues[0]?.message ?? error.message, issues };
}

/** The one place where failures become the API error shape (API.md "Errors"). 5xx detail stays hidden. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ProblemError) {
      const { code, detail, data } = error.problem;
      return reply.status(error.status).send(errorBody(error.status, code, detail, data));
    }
    if (error.validation) {
      const { detail, issues } = validationDetail(error);
      return reply.status(400).send(errorBody(400, ERROR_CODES.validation, detail, { issues }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody(429, ERROR_CODES.rateLimited, error.message));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.code ?? "BAD_REQUEST", error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(errorBody(500, ERROR_CODES.internal, MESSAGES.generic.oopsTryLater));
  });
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * The methods the request's path takes, found in the app's router. The catch-all below answers
 * every method with the rest of the path in its `*`: a method it alone answers is not among them.
 */
function methodsOf(request: FastifyRequest, path: string): string[] {
  const rest = (request.params as Record<string, string | undefined>)["*"];
  return METHODS.filter((method) => {
    const route = request.server.findRoute({ method, url: path });
    return route !== null && (route.params as Record<string, string | undefined>)["*"] !== rest;
  });
}

/**
 * Unknown API paths answer in the error shape instead of falling through to the storefront; a
 * known path asked with a method it does not take answers 405 with the methods it takes in `Allow`.
 */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0] ?? "";
  const allowed = methodsOf(request, path);
  if (allowed.length > 0) {
    const detail = `${request.method} is not allowed on ${path}: use ${allowed.join(" or ")}.`;
    return reply
      .status(405)
      .header("allow", allowed.join(", "))
      .send(errorBody(405, ERROR_CODES.methodNotAllowed, detail));
  }
  return reply
    .status(404)
    .send(errorBody(404, ERROR_CODES.notFound, `No API route for ${request.method} ${path}`));
}
