import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serve } from "../../platform/serve";
import type { GatewayMessages } from "./gateway-messages";

declare module "fastify" {
  interface FastifyRequest {
    /** A webhook's body as it came, for its signature. */
    rawBody?: string;
  }
}

const FORM = "application/x-www-form-urlencoded";
const BODY_LIMIT = 65_536;

/** Form fields as strings (the last of a repeated name). */
const formFields = (body: string) => Object.fromEntries(new URLSearchParams(body));

/** The request's headers as one string each (webhook signatures read them). */
function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers))
    headers[name] = Array.isArray(value) ? value[0] : value;
  return headers;
}

/**
 * What gateways send us (decision 41), each in its own scope: the browser's return to
 * `/api/payment/confirmationRP/…` (a form post or a GET with the gateway's fields, answered with a
 * redirect) and server-to-server webhooks (the raw body kept for the signature). Neither carries the
 * `module` header or a session: the gateway's signature is their proof.
 */
export async function gatewayRoutes(app: FastifyInstance, messages: GatewayMessages): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, formFields(body as string)),
    );
    const description =
      "Where a gateway sends the shopper's browser back, with its own fields (Razorpay: " +
      "`razorpay_payment_id`, `razorpay_order_id`, `razorpay_signature`; PayU: its response and reverse hash; " +
      "Paytm: its fields and CHECKSUMHASH). Checked against the attempt we stored, settled once, and answered " +
      "303 to the confirmation, the failure page or the pending page. Anything not the gateway's changes nothing.";
    const config = { skipModuleHeader: true };
    serve(scope, routes.gatewayReturnGet, {
      tag: "payments",
      summary: "The gateway's return (GET)",
      description,
      routeConfig: config,
      hidden: true,
      handler: async (request, reply) =>
        reply.redirect(await messages.handleReturn(request.params, request.query ?? {}, request.ip), 303),
    });
    serve(scope, routes.gatewayReturnPost, {
      tag: "payments",
      summary: "The gateway's return (form post)",
      description,
      routeConfig: config,
      hidden: true,
      handler: async (request, reply) =>
        reply.redirect(await messages.handleReturn(request.params, request.body ?? {}, request.ip), 303),
    });
  });

  await app.register(async (scope) => {
    const keepRaw =
      (parse: (raw: string) => unknown) =>
      (
        request: FastifyRequest,
        body: string | Buffer,
        done: (error: Error | null, value?: unknown) => void,
      ) => {
        const raw = String(body);
        request.rawBody = raw;
        try {
          done(null, parse(raw));
        } catch {
          done(Object.assign(new Error("The body is not valid JSON."), { statusCode: 400 }));
        }
      };
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: BODY_LIMIT },
      keepRaw(JSON.parse),
    );
    scope.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: BODY_LIMIT }, keepRaw(formFields));
    serve(scope, routes.gatewayWebhook, {
      tag: "payments",
      summary: "A gateway's signed notification",
      description:
        "Razorpay (`X-Razorpay-Signature` over the raw body; events payment.authorized, payment.captured, " +
        "payment.failed, order.paid, refund.processed, refund.failed), PayU (reverse hash), PhonePe " +
        "(`Authorization` the SHA-256 of the configured username:password), Paytm (CHECKSUMHASH), Snapmint " +
        "(checksum). Only the fields these vouch for are read, and a payment they do not fully vouch for is confirmed " +
        "with the gateway's status call first. An unsigned or tampered body answers 400 and changes nothing; " +
        "an event delivered again (known by its signed fields) is acknowledged without being applied twice.",
      routeConfig: { skipModuleHeader: true },
      handler: async (request) =>
        unwrap(
          await messages.handleWebhook(
            request.params.gateway,
            request.rawBody ?? "",
            headersOf(request),
            request.ip,
          ),
        ),
    });
  });
}
