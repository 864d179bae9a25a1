import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  mailEndpointRequest,
  mailEndpointResponse,
  smsGatewayRequest,
  smsGatewayResponse,
} from "../modules/messaging";
import { errorBody } from "../platform/errors";
import { sameSecret } from "../platform/secrets";
import { createInbox, type Inbox } from "./inbox";
import { registerMapTiles } from "./map-tiles";
import { outboxPage } from "./outbox-viewer";

/**
 * The local stand-ins for the SMS gateway and the mailbox, and the outbox viewer (demo mode and
 * tests only; docs/decisions/0018). The outbox's adapters reach them over real HTTP: at the address
 * this server listens on, or, when it does not listen (tests that use inject), at a loopback
 * listener on 127.0.0.1 that serves this same app.
 */
export interface Sandbox {
  inbox: Inbox;
  /** The sandbox SMS gateway URL and the key it expects. */
  sms: { url(): Promise<string>; apiKey: string };
  /** The sandbox mailbox URL and the key it expects. */
  mail: { url(): Promise<string>; apiKey: string };
  /** This app's own address over HTTP, where its stand-ins answer. */
  origin(): Promise<string>;
}

export const SANDBOX_PATHS = {
  sms: "/_sandbox/sms/messages",
  mail: "/_sandbox/mail/messages",
  viewer: "/_sandbox/outbox",
  messages: "/_sandbox/outbox/messages",
} as const;

const messagesQuery = z.object({ recipient: z.string().trim().max(320).optional() });
const sandboxMessage = z.object({
  id: z.string(),
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  receivedAt: z.string(),
  text: z.string(),
  templateId: z.string().optional(),
  senderId: z.string().optional(),
  from: z.string().optional(),
  subject: z.string().optional(),
  html: z.string().optional(),
});
export const sandboxMessagesResponse = z.object({ messages: z.array(sandboxMessage) });
export type SandboxMessages = z.infer<typeof sandboxMessagesResponse>;

function keyMatches(request: FastifyRequest, apiKey: string): boolean {
  return sameSecret(request.headers.authorization ?? "", `Bearer ${apiKey}`);
}

function refuse(reply: FastifyReply) {
  return reply.status(401).send(errorBody(401, "UNAUTHORIZED", "A valid API key is required."));
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers["idempotency-key"];
  return typeof key === "string" && key !== "" ? key.slice(0, 200) : undefined;
}

/** The base URL at which this app answers over HTTP (see the interface comment). */
function originResolver(app: FastifyInstance): () => Promise<string> {
  let loopback: Promise<string> | undefined;
  let server: Server | undefined;
  app.addHook("onClose", async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((done) => server?.close(() => done()));
  });
  return async () => {
    const address = app.server.listening ? (app.server.address() as AddressInfo | null) : null;
    if (address && typeof address === "object") {
      const wildcard = address.address === "0.0.0.0" || address.address === "::";
      const host = wildcard ? "127.0.0.1" : address.address;
      return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
    }
    loopback ??= new Promise<string>((resolve, reject) => {
      const listener = createServer((request, response) => app.routing(request, response));
      server = listener;
      listener.once("error", reject);
      listener.listen(0, "127.0.0.1", () => {
        resolve(`http://127.0.0.1:${(listener.address() as AddressInfo).port}`);
      });
    });
    return loopback;
  };
}

export async function registerSandbox(app: FastifyInstance): Promise<Sandbox> {
  const inbox = createInbox();
  const smsKey = randomBytes(24).toString("base64url");
  const mailKey = randomBytes(24).toString("base64url");
  const origin = originResolver(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    SANDBOX_PATHS.sms,
    { schema: { hide: true, body: smsGatewayRequest, response: { 200: smsGatewayResponse } } },
    async (request, reply) => {
      if (!keyMatches(request, smsKey)) return refuse(reply);
      const { to, message, templateId, senderId } = request.body;
      const messageId = inbox.receive(
        { channel: "sms", to, text: message, templateId, senderId },
        idempotencyKeyOf(request),
      );
      return { messageId };
    },
  );

  routes.post(
    SANDBOX_PATHS.mail,
    { schema: { hide: true, body: mailEndpointRequest, response: { 200: mailEndpointResponse } } },
    async (request, reply) => {
      if (!keyMatches(request, mailKey)) return refuse(reply);
      const { from, to, subject, text, html } = request.body;
      inbox.receive({ channel: "email", to, text, from, subject, html }, idempotencyKeyOf(request));
      return { messageId: request.body.messageId || "sandbox-mail" };
    },
  );

  routes.get(
    SANDBOX_PATHS.messages,
    { schema: { hide: true, querystring: messagesQuery, response: { 200: sandboxMessagesResponse } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { messages: inbox.list(request.query.recipient || undefined) };
    },
  );

  routes.get(
    SANDBOX_PATHS.viewer,
    { schema: { hide: true, querystring: messagesQuery } },
    async (request, reply) => {
      const recipient = request.query.recipient || undefined;
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      return outboxPage(inbox.list(recipient), recipient);
    },
  );

  registerMapTiles(app);

  return {
    inbox,
    sms: { url: async () => `${await origin()}${SANDBOX_PATHS.sms}`, apiKey: smsKey },
    mail: { url: async () => `${await origin()}${SANDBOX_PATHS.mail}`, apiKey: mailKey },
    origin,
  };
}
