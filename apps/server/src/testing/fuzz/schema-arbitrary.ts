import fc from "fast-check";
import { hostileKey, hostileNumber, hostileString, wrongType } from "./hostile-values";
import { RawJson } from "./json-text";

/** The part of JSON Schema (as the OpenAPI document writes it) that input generation reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface SchemaContext {
  /** The schema a `$ref` names, from the document's components. */
  resolve(ref: string): JsonSchema | undefined;
  /** Longest text to generate: a body takes a megabyte, a URL far less. */
  maxText: number;
  /** Only values the schema accepts, as far as it says: no hostile ones at any level. */
  wellFormed: boolean;
  /** The property or parameter the value is for: its name says what a string holds. */
  field?: string;
}

/** Share of values that are hostile rather than valid-looking, at every level of a value. */
const VALID_WEIGHT = 5;
const HOSTILE_WEIGHT = 1;
/** Below this depth only plain JSON is generated, so no schema can make generation run away. */
const MAX_DEPTH = 8;
/**
 * From this depth a valid-looking list holds at most 3 items: lists within lists (a menu's entries,
 * their columns, their links) would otherwise multiply into megabytes per request.
 */
const NESTED_DEPTH = 4;

/**
 * Mostly a value the schema accepts, its parts fuzzed in turn; now and then a hostile one (never in
 * a well-formed request).
 */
export function fuzzedValue(schema: JsonSchema, context: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 2 });
  if (context.wellFormed) return validLooking(schema, context, depth);
  return fc.oneof(
    { weight: VALID_WEIGHT, arbitrary: validLooking(schema, context, depth) },
    { weight: HOSTILE_WEIGHT, arbitrary: hostile(schema, context, depth) },
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  return [];
}

function validLooking(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = context.resolve(schema.$ref);
    return target ? validLooking(target, context, depth + 1) : fc.jsonValue({ maxDepth: 2 });
  }
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validLooking(choice, context, depth + 1)));
  if (schema.allOf?.length) {
    const { allOf, ...outer } = schema;
    return validLooking(merged([outer, ...allOf]), context, depth + 1);
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => validOfType(type, schema, context, depth)));
}

function validOfType(type: string, schema: JsonSchema, context: SchemaContext, depth: number) {
  switch (type) {
    case "integer":
      return validInteger(schema);
    case "number":
      return fc.oneof(
        validInteger(schema),
        fc.double({ ...bounds(schema), noNaN: true, noDefaultInfinity: true }),
      );
    case "string":
      return validString(schema, context.field);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(fuzzedValue(schema.items ?? {}, context, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? 8, depth < NESTED_DEPTH ? 8 : 3),
        ),
      });
    case "object":
      return validObject(schema, context, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function bounds(schema: JsonSchema): { min: number; max: number } {
  const below = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + 1 : undefined;
  const above = typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum - 1 : undefined;
  const min = Math.max(below ?? schema.minimum ?? -Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(above ?? schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  return { min: Math.ceil(min), max: Math.floor(max) };
}

/** fc.integer stops at 32 bits; the documents allow up to 2^53, which is exactly where columns overflow. */
function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  return fc.oneof(fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number), fc.constantFrom(min, max));
}

/**
 * Shapes the contracts check with refinements the document cannot state (a pincode, a mobile
 * number, an e-mail address, an IFSC, an address line, a name of letters, a password with the
 * usual rules), each with the names of the fields that hold it: without them hardly a generated
 * string would get past validation to the code behind it.
 */
const mobileNumber = fc.stringMatching(/^[6-9]\d{9}$/);
const emailAddress = fc.stringMatching(/^[a-z]{3,10}(\.[a-z]{2,8})?@[a-z]{3,10}\.(in|com)$/);
const REFINED_SHAPES: Array<[RegExp, fc.Arbitrary<string>]> = [
  [/pin_?code/i, fc.stringMatching(/^[1-9]\d{5}$/)],
  [/mobile|phone|alternateNumber/i, mobileNumber],
  [/e_?mail|^from$/i, emailAddress],
  [/^user_?name$|identifier/i, fc.oneof(mobileNumber, emailAddress)],
  [/ifsc/i, fc.stringMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/)],
  [/^address$|landmark/i, fc.stringMatching(/^[1-9]\d{0,3}, [A-Z][a-z]{3,10} (Road|Street|Nagar)$/)],
  [/name$/i, fc.stringMatching(/^[A-Z][a-z]{2,12}( [A-Z][a-z]{2,12})?$/)],
  [/password/i, fc.stringMatching(/^[A-Z][a-z]{5,10}@\d{2,4}$/)],
];

/**
 * A string its field's name gives the shape of (mostly), else one the schema says it takes. The
 * schema's own word comes first: a format, or a pattern the shape's strings do not match (an event's
 * `name` of ^[a-z][a-z0-9_]{0,39}$ is no person's name), leaves the shape out.
 */
function validString(schema: JsonSchema, field: string | undefined): fc.Arbitrary<string> {
  const shape = REFINED_SHAPES.find(([names]) => field !== undefined && names.test(field))?.[1];
  const named = shape && shapeTaken(shape, schema);
  const said = describedString(schema);
  return named ? fc.oneof({ weight: 3, arbitrary: named }, { weight: 1, arbitrary: said }) : said;
}

/** How many of a shape's strings are checked against a schema's pattern before the shape is used. */
const SHAPE_SAMPLES = 20;

/**
 * The shape as the schema takes it, or nothing when the schema says otherwise. Almost every text
 * field's pattern is the shared rule against control characters, which the shapes' plain strings
 * all meet: those keep their shape, held to the pattern in case a sample missed a string it refuses.
 */
function shapeTaken(shape: fc.Arbitrary<string>, schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (schema.format) return undefined;
  if (!schema.pattern) return shape;
  const pattern = new RegExp(schema.pattern);
  const samples = fc.sample(shape, { numRuns: SHAPE_SAMPLES, seed: 0 });
  return samples.every((value) => pattern.test(value))
    ? shape.filter((value) => pattern.test(value))
    : undefined;
}

function describedString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const lengths = { minLength, maxLength };
  const any = fc.oneof(
    ...(typeof schema.default === "string" ? [fc.constant(schema.default)] : []),
    fc.string(lengths),
    fc.string({ ...lengths, unit: "grapheme" }),
    fc.stringMatching(/^\d{1,12}$/),
    fc.constant("x".repeat(schema.maxLength ?? minLength)),
  );
  return formatted(schema.format) ?? fc.oneof(fc.oneof(...REFINED_SHAPES.map(([, shape]) => shape)), any);
}

function formatted(format: string | undefined): fc.Arbitrary<string> | undefined {
  switch (format) {
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case "date":
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    default:
      return undefined;
  }
}

function validObject(schema: JsonSchema, context: SchemaContext, depth: number) {
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      fuzzedValue(property, { ...context, field: key }, depth + 1),
    ]),
  );
  const required = (schema.required ?? []).filter((key) => key in model);
  return fc.record(model, { requiredKeys: required });
}

/**
 * zod writes an intersection as allOf, and a string's second pattern as a part of it (the shared
 * rule against control characters first, then the contract's own, which the last part keeps): one
 * schema with the type and bounds of the whole and the properties and requirements of all parts.
 */
function merged(parts: JsonSchema[]): JsonSchema {
  const all: JsonSchema = {};
  for (const part of parts) Object.assign(all, part);
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}));
  const required = parts.flatMap((part) => part.required ?? []);
  return { ...all, ...(Object.keys(properties).length > 0 ? { properties, required } : {}) };
}

/** What the schema refuses, aimed at its type: edges past its bounds, then anything at all. */
function hostile(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const numeric = types.includes("integer") || types.includes("number");
  const aimed: fc.Arbitrary<unknown>[] = [wrongType()];
  // Most of the hostility goes where the schema's own type is weakest.
  aimed.push(...Array(numeric ? 3 : 1).fill(hostileNumber()));
  aimed.push(...Array(types.includes("string") ? 3 : 1).fill(hostileString(context.maxText)));
  if (typeof schema.maxLength === "number") aimed.push(fc.constant("x".repeat(schema.maxLength + 1)));
  if (types.includes("array")) aimed.push(tooManyItems(schema, context, depth));
  if (types.includes("object")) aimed.push(...hostileObjects(schema, context, depth));
  return fc.oneof(...aimed);
}

/** A long list written as text: building it through fast-check would cost more than sending it. */
const LONG_LIST = new RawJson(`[${Array(100_000).fill("1").join(",")}]`);

function tooManyItems(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const count = (schema.maxItems ?? 1_000) + 1;
  return fc.oneof(
    fc.array(fuzzedValue(schema.items ?? {}, context, depth + 1), { minLength: count, maxLength: count }),
    fc.constant(LONG_LIST),
  );
}

/** Required fields left out, unknown ones added, an array or a list of itself where one object goes. */
function hostileObjects(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown>[] {
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      fuzzedValue(property, { ...context, field: key }, depth + 1),
    ]),
  );
  const partial = fc.record(model, { requiredKeys: [] });
  const extras = fc.dictionary(hostileKey(), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 4 });
  return [
    partial,
    fc.tuple(validObject(schema, context, depth), extras).map(([value, extra]) => ({ ...value, ...extra })),
    fc.array(validObject(schema, context, depth), { minLength: 1, maxLength: 2 }),
  ];
}
