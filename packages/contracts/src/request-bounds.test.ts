import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contracts from "./index";
import { INT32 } from "./shared/primitives";

/**
 * House rule 12 kept by a test: every request-side schema bounds its integers inside PostgreSQL's
 * `integer` and refuses control characters in its text, so no body, query or path parameter reaches
 * the database with a value it cannot hold. Request-side means named as a body, query or params
 * schema in the route map, which every route is registered from, or exported under a name ending in
 * Request, Query, Params, Body, Input or Field (the parts those schemas are built from).
 * The walk reads each schema's structure; at every number and string it parses probe values.
 */
const REQUEST_SIDE = /(Request|Query|Params|Body|Input|Field)$/;

type Schema = z.core.$ZodType;
type NumberBounds = { minValue: number | null; maxValue: number | null };

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && "_zod" in value;

const inRouteMap = new Set<string>(
  Object.values({
    ...(contracts.routes as Record<string, contracts.RouteSpec>),
    ...(contracts.adminRoutes as Record<string, contracts.RouteSpec>),
  }).flatMap((route) => [route.body, route.query, route.params].filter((name) => name !== undefined)),
);

/**
 * Bodies taken as raw bytes and believed only once their sender's signature over those bytes holds:
 * a gateway's webhook (decision 41). Its adapter reads the bytes; the parsed value reaches nothing.
 */
const SIGNED_RAW_BODIES = new Set(["gatewayWebhookBody"]);

const requestSchemas = Object.entries(contracts as Record<string, unknown>)
  .filter(
    (entry): entry is [string, Schema] =>
      (inRouteMap.has(entry[0]) || REQUEST_SIDE.test(entry[0])) &&
      isSchema(entry[1]) &&
      !SIGNED_RAW_BODIES.has(entry[0]),
  )
  .sort(([a], [b]) => a.localeCompare(b));

const OUT_OF_RANGE = [INT32.max + 1, INT32.min - 1, 2 ** 53, 1e21];
const CONTROLS = ["\u0000", "\u0001", "\u0007", "\u001b", "\u007f", "\u0085", "\u009f", "\ud800"];
/** Each control character alone and inside short text of letters or digits, so length and charset rules pass. */
const TEXT_PROBES = CONTROLS.flatMap((control) => [
  control,
  `a${control}b`,
  `1${control}2`,
  `abcd${control}efgh`,
  `1234${control}5678`,
]);

const accepts = (schema: Schema, value: unknown) => z.safeParse(schema, value).success;

function checkNumber(schema: Schema, path: string): string[] {
  const { minValue, maxValue } = schema as unknown as NumberBounds;
  const problems: string[] = [];
  if (minValue === null || maxValue === null || minValue < INT32.min || maxValue > INT32.max) {
    problems.push(`${path}: a number from ${minValue} to ${maxValue}, beyond PostgreSQL's integer`);
  }
  const coerced = (schema._zod.def as { coerce?: boolean }).coerce === true;
  for (const probe of OUT_OF_RANGE) {
    const value = coerced ? String(probe) : probe;
    if (accepts(schema, value)) problems.push(`${path}: accepts ${JSON.stringify(value)}`);
  }
  return problems;
}

function checkString(schema: Schema, path: string): string[] {
  const accepted = TEXT_PROBES.find((probe) => accepts(schema, probe));
  return accepted === undefined
    ? []
    : [`${path}: accepts the control character in ${JSON.stringify(accepted)}`];
}

function hasMaxLength(schema: Schema): boolean {
  const checks = schema._zod.def.checks ?? [];
  return checks.some((check) => check._zod.def.check === "max_length");
}

/** Every unbounded number, text accepting a control character and unbounded array inside `schema`. */
function problemsOf(schema: Schema, path = "", seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const walk = (inner: Schema, at = path) => problemsOf(inner, at, seen);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case "number":
      return checkNumber(schema, path);
    case "string":
      return checkString(schema, path);
    case "object": {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.entries(shape).flatMap(([key, value]) => walk(value, `${path}.${key}`));
      const rest = def.catchall as Schema | undefined;
      return rest && rest._zod.def.type !== "never" ? [...fields, ...walk(rest, `${path}.*`)] : fields;
    }
    case "array": {
      const items = walk(def.element as Schema, `${path}[]`);
      return hasMaxLength(schema) ? items : [`${path}: an array without a maximum length`, ...items];
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return walk(def.innerType as Schema);
    case "pipe": {
      // What the shopper sends meets `in`; `out` sees only what `in` let through, unless `in` is a
      // bare transform (z.preprocess), which lets anything through.
      const input = def.in as Schema;
      return input._zod.def.type === "transform" ? walk(def.out as Schema) : walk(input);
    }
    case "union":
      return (def.options as Schema[]).flatMap((option) => walk(option));
    case "intersection":
      return [...walk(def.left as Schema), ...walk(def.right as Schema)];
    case "record":
      return [...walk(def.keyType as Schema, `${path}{key}`), ...walk(def.valueType as Schema, `${path}{}`)];
    case "lazy":
      return walk((def.getter as () => Schema)());
    case "enum":
    case "literal":
    case "boolean":
    case "null":
    case "undefined":
    case "never":
      return [];
    default:
      return [`${path}: z.${def.type}() cannot be checked here: build it from the primitives`];
  }
}

describe("request schemas (house rule 12)", () => {
  it("are found by their names and include every request schema of the route map", () => {
    const names = requestSchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([...inRouteMap].filter((name) => !SIGNED_RAW_BODIES.has(name))),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "productDetailRequest",
        "sizeChartParams",
        "masterTemplateQuery",
        "tokenRequest",
      ]),
    );
    expect(names.length).toBeGreaterThan(40);
  });

  it.each(requestSchemas)("%s bounds its integers and refuses control characters", (_name, schema) => {
    expect(problemsOf(schema)).toEqual([]);
  });
});

describe("the request bounds check", () => {
  it("finds a raw string, an unbounded or coerced integer and an unbounded array", () => {
    const loose = z.object({
      brandId: z.string().max(40),
      styleId: z.number().int().positive(),
      page: z.coerce.number().int().min(1),
      price: z.number(),
      tags: z.array(z.string().regex(/^[a-z]+$/)),
      extra: z.unknown(),
    });
    expect(problemsOf(loose)).toEqual([
      '.brandId: accepts the control character in "\\u0000"',
      `.styleId: a number from 0 to ${Number.MAX_SAFE_INTEGER}, beyond PostgreSQL's integer`,
      ".styleId: accepts 2147483648",
      `.page: a number from 1 to ${Number.MAX_SAFE_INTEGER}, beyond PostgreSQL's integer`,
      '.page: accepts "2147483648"',
      ".price: a number from -Infinity to Infinity, beyond PostgreSQL's integer",
      ".price: accepts 2147483648",
      ".price: accepts -2147483649",
      ".price: accepts 9007199254740992",
      ".price: accepts 1e+21",
      ".tags: an array without a maximum length",
      ".extra: z.unknown() cannot be checked here: build it from the primitives",
    ]);
  });
});
