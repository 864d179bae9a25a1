import type { JsonSchema } from "./schema-arbitrary";

/**
 * Whom an operation serves, from its OpenAPI `security`: a signed-in shopper only, a shopper or a
 * guest (an empty requirement among them), a signed-in staff member (the back office's session
 * cookie), or anybody (none).
 */
export type Audience = "shopper" | "shopper or guest" | "staff" | "anybody";

/** The back office's session cookie, as OpenAPI names its scheme (platform/openapi.ts). */
const STAFF_SCHEME = "staffSessionCookie";

/** One operation of the OpenAPI document, as far as sending it input goes. */
export interface Operation {
  method: string;
  /** The path template, e.g. `/api/sizeCharts/{id}`. */
  path: string;
  /** "METHOD /path", the test's name. */
  name: string;
  parameters: Parameter[];
  /** The JSON schema of the request body, when the operation takes one. */
  body: JsonSchema | undefined;
  audience: Audience;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Array<Parameter & { required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(["get", "put", "post", "delete", "patch", "options", "head"]);

/** Every operation of the document, so a new route is fuzzed the day it is documented. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? parameter.in === "path",
          schema: parameter.schema ?? {},
        })),
        body: operation.requestBody?.content?.["application/json"]?.schema,
        audience: audienceOf(operation.security),
      })),
  );
}

function audienceOf(security: OpenApiOperation["security"]): Audience {
  if (!security || security.length === 0) return "anybody";
  if (security.some((requirement) => STAFF_SCHEME in requirement)) return "staff";
  return security.some((requirement) => Object.keys(requirement).length === 0)
    ? "shopper or guest"
    : "shopper";
}

/** `#/components/schemas/x` of the document. */
export function resolverOf(document: OpenApiDocument): (ref: string) => JsonSchema | undefined {
  return (ref) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    return name ? document.components?.schemas?.[name] : undefined;
  };
}
