import { STAFF_COOKIES } from "@odin/contracts";
import fc from "fast-check";
import { CLIENT_HEADERS } from "../test-app";
import { FORM_EXAMPLES } from "./form-examples";
import { hostileKey, hostileString } from "./hostile-values";
import { percentEncode, toJsonText, toParamText } from "./json-text";
import type { Operation, Parameter } from "./operations";
import { fuzzedValue, type JsonSchema, type SchemaContext } from "./schema-arbitrary";

/**
 * Who sends: nobody signed in, or the one the run signed in: the shopper, or for a back-office
 * operation (audience "staff") a staff member of the owner's role, who holds every permission.
 */
export type Identity = "visitor" | "shopper";

/** Stand-ins the runner replaces when it sends, so generated requests do not depend on the database. */
export const SHOPPER_ID = "{{shopper.id}}";
export const SHOPPER_TOKEN = "{{shopper.token}}";
export const STAFF_SESSION = "{{staff.session}}";

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** JSON text (or not quite), or no body at all. */
  body: string | undefined;
}

/** URL values stay under the 16 KB an HTTP server takes for its request line and headers. */
const URL_TEXT = 4_000;
/** The app's body limit is 1 MB; bodies reach it and step past it. */
const BODY_TEXT = 1_000_000;

/** Parameters that name an account: a signed-in shopper also sends its own id, to get past the owner check. */
const OWNER_PARAMETER = /^user_?id$/i;

/** Percent-encodings no encoder writes: a bare %, bad hex, overlong NUL, a surrogate, cut UTF-8. */
const RAW_ENCODED = [
  "%",
  "%zz",
  "%C0%80",
  "%ED%A0%80",
  "%FF%FE",
  "%E0%A4",
  "a%00b",
  "%2e%2e%2f%2e%2e",
  "%0d%0aX:1",
];

/** Bodies a JSON parser should refuse, or accept with a surprise. */
const MALFORMED_BODIES = [
  "",
  "{",
  "nul",
  '{"a":1,}',
  "[1,]",
  "\u0000",
  "\ufeff{}",
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2}',
  "NaN",
  "{'a':1}",
  '"a string"',
  "12",
  "true",
  "null",
  "[]",
  "{}",
];

const OTHER_CONTENT_TYPES = [
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
];

const BOGUS_AUTHORIZATION = [
  "Bearer",
  "Bearer ",
  "Bearer x.y.z",
  `Bearer ${"a".repeat(3_000)}`,
  "Basic Zm9vOmJhcg==",
  "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZXMiOlsiUk9MRV9FTkRfVVNFUiJdfQ.",
  "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl",
];

/**
 * Half the requests are hostile anywhere (values past their bounds, malformed bodies, other content
 * types, raw percent-encodings, unknown keys); the other half are well formed, with values the
 * document accepts. The server validates a request before its auth guard runs, so only a well-formed
 * request reaches the guard and, signed in, the code behind it, where valid but odd values
 * (the longest text, the largest id, a grapheme cluster) are the ones left to break it.
 */
export function requestArbitrary(
  operation: Operation,
  identity: Identity,
  resolve: SchemaContext["resolve"],
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    shapedRequest(operation, identity, resolve, false),
    shapedRequest(operation, identity, resolve, true),
  );
}

function shapedRequest(
  operation: Operation,
  identity: Identity,
  resolve: SchemaContext["resolve"],
  wellFormed: boolean,
): fc.Arbitrary<FuzzRequest> {
  const inUrl: SchemaContext = { resolve, maxText: URL_TEXT, wellFormed };
  const parameters = (where: Parameter["in"]) => operation.parameters.filter((item) => item.in === where);
  return fc
    .record({
      path: pathArbitrary(operation.path, parameters("path"), identity, inUrl),
      query: queryArbitrary(parameters("query"), identity, inUrl),
      headers: headersArbitrary(
        parameters("header"),
        signedInAs(operation, identity),
        operation.body !== undefined,
        inUrl,
      ),
      body: bodyArbitrary(
        operation.body,
        { resolve, maxText: BODY_TEXT, wellFormed },
        FORM_EXAMPLES[operation.name],
      ),
    })
    .map(({ path, query, headers, body }) => ({
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      headers,
      body,
    }));
}

/** Who the signed-in identity is for this operation: the shopper, or the staff member for the back office's. */
function signedInAs(operation: Operation, identity: Identity): Identity | "staff" {
  return identity === "shopper" && operation.audience === "staff" ? "staff" : identity;
}

/** The values of one parameter as text: a list makes repeated query keys. */
function parameterTexts(parameter: Parameter, identity: Identity, context: SchemaContext) {
  const fuzzed = fuzzedValue(parameter.schema, { ...context, field: parameter.name }).map((value) =>
    Array.isArray(value) && parameter.in === "query" ? value.map(toParamText) : [toParamText(value)],
  );
  const own = identity === "shopper" && OWNER_PARAMETER.test(parameter.name);
  return (own ? fc.oneof(fuzzed, fc.constant([SHOPPER_ID])) : fuzzed).filter(
    (texts) => texts.join("").length <= URL_TEXT,
  );
}

function encoded(text: fc.Arbitrary<string>, context: SchemaContext): fc.Arbitrary<string> {
  if (context.wellFormed) return text.map(percentEncode);
  return fc.oneof(
    { weight: 8, arbitrary: text.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODED) },
  );
}

function pathArbitrary(
  template: string,
  parameters: Parameter[],
  identity: Identity,
  context: SchemaContext,
) {
  const segments = Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name,
      encoded(
        parameterTexts(parameter, identity, context).map((texts) => texts.join(",")),
        context,
      ),
    ]),
  );
  return fc
    .record(segments)
    .map((values) => template.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? ""));
}

function queryArbitrary(parameters: Parameter[], identity: Identity, context: SchemaContext) {
  const pairs = parameters.map((parameter) => {
    const values = parameterTexts(parameter, identity, context).chain((texts) =>
      fc.tuple(...texts.map((text) => encoded(fc.constant(text), context))),
    );
    const present = values.map((texts) => texts.map((text) => `${percentEncode(parameter.name)}=${text}`));
    if (context.wellFormed && parameter.required) return present;
    return fc.oneof(
      { weight: parameter.required ? 9 : 3, arbitrary: present },
      { weight: 1, arbitrary: fc.constant([] as string[]) },
    );
  });
  const unknown = fc.array(
    fc
      .tuple(hostileKey(), encoded(hostileString(URL_TEXT), context))
      .map(([key, value]) => `${percentEncode(key)}=${value}`),
    { maxLength: 2 },
  );
  const extras = context.wellFormed
    ? fc.constant([])
    : fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, unknown);
  return fc.tuple(fc.tuple(...pairs), extras).map(([known, extra]) => [...known.flat(), ...extra].join("&"));
}

/** A header carries visible ASCII only: anything else would be refused by the client, not the app. */
function headerText(text: string): string {
  return text.replace(/[^\t\x20-\x7e]/g, "?").slice(0, URL_TEXT);
}

function headersArbitrary(
  parameters: Parameter[],
  identity: Identity | "staff",
  hasBody: boolean,
  context: SchemaContext,
): fc.Arbitrary<Record<string, string>> {
  const declared = Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name.toLowerCase(),
      parameterTexts(parameter, identity === "staff" ? "visitor" : identity, context).map((texts) =>
        headerText(texts.join(",")),
      ),
    ]),
  );
  const authorization =
    identity === "shopper"
      ? fc.constant(`Bearer ${SHOPPER_TOKEN}`)
      : fc.oneof(
          { weight: 6, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constantFrom(...BOGUS_AUTHORIZATION) },
        );
  // A staff member's session travels in its cookie, as the admin app's browser sends it.
  const cookie = fc.constant(identity === "staff" ? `${STAFF_COOKIES.session}=${STAFF_SESSION}` : undefined);
  // As a browser sends it: JSON with a body, no content type without one (nothing to parse).
  const usual = fc.constant(hasBody ? CLIENT_HEADERS["content-type"] : undefined);
  const contentType = context.wellFormed
    ? usual
    : fc.oneof(
        { weight: 12, arbitrary: usual },
        { weight: 1, arbitrary: fc.constantFrom(CLIENT_HEADERS["content-type"], ...OTHER_CONTENT_TYPES) },
      );
  const { "content-type": _type, ...always } = CLIENT_HEADERS;
  return fc
    .record({
      declared: fc.record(declared, {
        requiredKeys: context.wellFormed
          ? parameters.filter((item) => item.required).map((item) => item.name.toLowerCase())
          : [],
      }),
      authorization,
      cookie,
      contentType,
    })
    .map(({ declared: values, authorization: auth, cookie: session, contentType: type }) => ({
      ...always,
      ...(type === undefined ? {} : { "content-type": type }),
      ...(values as Record<string, string>),
      ...(auth === undefined ? {} : { authorization: auth }),
      ...(session === undefined ? {} : { cookie: session }),
    }));
}

function bodyArbitrary(
  schema: JsonSchema | undefined,
  context: SchemaContext,
  example: Record<string, unknown> | undefined,
) {
  if (!schema) return fc.constant(undefined);
  if (context.wellFormed && example) return fromExample(example, schema, context).map(toJsonText);
  if (context.wellFormed) return fuzzedValue(schema, context).map(toJsonText);
  return fc.oneof(
    { weight: 14, arbitrary: fuzzedValue(schema, context).map(toJsonText) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** An operation's example body, each value kept, or now and then fuzzed as its property's schema says. */
function fromExample(example: Record<string, unknown>, schema: JsonSchema, context: SchemaContext) {
  const properties = (schema.$ref ? context.resolve(schema.$ref) : schema)?.properties ?? {};
  const values = Object.entries(example).map(([key, value]) => [
    key,
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(value) },
      { weight: 1, arbitrary: fuzzedValue(properties[key] ?? {}, { ...context, field: key }) },
    ),
  ]);
  return fc.record(Object.fromEntries(values) as Record<string, fc.Arbitrary<unknown>>);
}
