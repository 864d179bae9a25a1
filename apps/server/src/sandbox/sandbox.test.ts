import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpEmailAdapter } from "../modules/messaging/email-http";
import { createHttpSmsAdapter } from "../modules/messaging/sms-http";
import { registerErrorHandling } from "../platform/errors";
import type { OutboxMessage } from "../platform/outbox";
import { createInbox, sameRecipient } from "./inbox";
import { registerSandbox, SANDBOX_PATHS, type Sandbox, sandboxMessagesResponse } from "./sandbox";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function sandboxApp(): Promise<{ app: FastifyInstance; sandbox: Sandbox }> {
  const instance = Fastify({ logger: false });
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(instance);
  const sandbox = await registerSandbox(instance);
  await instance.ready();
  app = instance;
  return { app: instance, sandbox };
}

const otp: OutboxMessage = {
  channel: "sms",
  recipient: "+919812345678",
  template: "otp-login",
  payload: { code: "314159", minutes: "5" },
  idempotencyKey: "otp:s1:1",
};

async function messagesFor(instance: FastifyInstance, recipient?: string) {
  const query = recipient ? `?recipient=${encodeURIComponent(recipient)}` : "";
  const response = await instance.inject({ method: "GET", url: `${SANDBOX_PATHS.messages}${query}` });
  expect(response.headers["cache-control"]).toBe("no-store");
  return sandboxMessagesResponse.parse(response.json()).messages;
}

describe("the sandbox SMS gateway", () => {
  it("receives the HTTP SMS adapter's request over a loopback socket when the app does not listen", async () => {
    const { app: instance, sandbox } = await sandboxApp();
    expect(await sandbox.sms.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_sandbox\/sms\/messages$/);
    const adapter = createHttpSmsAdapter({
      url: sandbox.sms.url,
      apiKey: sandbox.sms.apiKey,
      senderId: "ODINST",
      templateIds: { "otp-login": "DLT-1" },
    });
    const receipt = await adapter.send(otp);
    expect(receipt.providerMessageId).toMatch(/^sandbox-/);
    // The same idempotency key again is answered with the same id and stored once.
    expect(await adapter.send(otp)).toEqual(receipt);
    const [sms, ...rest] = await messagesFor(instance, "9812345678");
    expect(rest).toHaveLength(0);
    expect(sms).toMatchObject({
      channel: "sms",
      to: "+919812345678",
      templateId: "DLT-1",
      senderId: "ODINST",
    });
    expect(sms?.text).toContain("314159");
  });

  it("uses the address the app listens on when it listens", async () => {
    const { app: instance, sandbox } = await sandboxApp();
    await instance.listen({ port: 0, host: "127.0.0.1" });
    const port = (instance.server.address() as { port: number }).port;
    expect(await sandbox.sms.url()).toBe(`http://127.0.0.1:${port}${SANDBOX_PATHS.sms}`);
    const adapter = createHttpSmsAdapter({
      url: sandbox.sms.url,
      apiKey: sandbox.sms.apiKey,
      senderId: "ODINST",
      templateIds: {},
    });
    await adapter.send({ ...otp, idempotencyKey: "otp:s2:1" });
    expect(await messagesFor(instance)).toHaveLength(1);
  });

  it("refuses a request without the right key", async () => {
    const { app: instance, sandbox } = await sandboxApp();
    const body = { to: "+919812345678", message: "hello", senderId: "ODINST" };
    for (const authorization of [
      undefined,
      "Bearer wrong",
      `Bearer ${sandbox.sms.apiKey}x`,
      sandbox.sms.apiKey,
    ]) {
      const response = await instance.inject({
        method: "POST",
        url: SANDBOX_PATHS.sms,
        headers: authorization ? { authorization } : {},
        payload: body,
      });
      expect(response.statusCode).toBe(401);
    }
    const bad = await instance.inject({
      method: "POST",
      url: SANDBOX_PATHS.sms,
      headers: { authorization: `Bearer ${sandbox.sms.apiKey}` },
      payload: { ...body, to: "12" },
    });
    expect(bad.statusCode).toBe(400);
    expect(await messagesFor(instance)).toHaveLength(0);
  });
});

describe("the sandbox mailbox and outbox viewer", () => {
  it("shows SMS and e-mails newest first, escaped, with links", async () => {
    const { app: instance, sandbox } = await sandboxApp();
    await createHttpSmsAdapter({
      url: sandbox.sms.url,
      apiKey: sandbox.sms.apiKey,
      senderId: "ODINST",
      templateIds: {},
    }).send(otp);
    const mail = createHttpEmailAdapter({
      url: sandbox.mail.url,
      apiKey: sandbox.mail.apiKey,
      from: "Odin <no-reply@odin.localhost>",
    });
    const link = "http://localhost:3000/reset-password?sessionId=abc&type=email";
    await mail.send({
      channel: "email",
      recipient: "Shopper@Example.in",
      template: "password-reset",
      payload: { link, minutes: "30" },
      idempotencyKey: "password-reset:1",
    });
    const all = await messagesFor(instance);
    expect(all.map((message) => message.channel)).toEqual(["email", "sms"]);
    expect(await messagesFor(instance, "shopper@example.in")).toHaveLength(1);

    const page = await instance.inject({ method: "GET", url: SANDBOX_PATHS.viewer });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<h1>Sandbox outbox</h1>");
    expect(page.body).toContain('<label for="recipient">');
    expect(page.body.indexOf("E-mail to Shopper@Example.in")).toBeLessThan(
      page.body.indexOf("SMS to +919812345678"),
    );
    expect(page.body).toContain(`<a href="${link.replace("&", "&amp;")}">`);
    const filtered = await instance.inject({
      method: "GET",
      url: `${SANDBOX_PATHS.viewer}?recipient=%3Cscript%3E`,
    });
    expect(filtered.body).not.toContain("<script>");
    expect(filtered.body).toContain("No messages to &lt;script&gt; yet");
  });
});

describe("the sandbox inbox", () => {
  it("keeps a bounded number of messages, oldest out first", () => {
    const inbox = createInbox(3);
    for (let index = 0; index < 5; index += 1) {
      inbox.receive({ channel: "sms", to: "+919812345678", text: `message ${index}` }, `key-${index}`);
    }
    expect(inbox.list().map((message) => message.text)).toEqual(["message 4", "message 3", "message 2"]);
  });

  it("matches phone numbers with or without +91, and e-mails in any case", () => {
    expect(sameRecipient("+919812345678", "9812345678")).toBe(true);
    expect(sameRecipient("+919812345678", "9812345679")).toBe(false);
    expect(sameRecipient("A@Example.in", "a@example.in")).toBe(true);
    expect(sameRecipient("a@example.in", "9812345678")).toBe(false);
  });
});
