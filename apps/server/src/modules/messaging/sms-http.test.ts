import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PermanentDeliveryError } from "../../platform/outbox";
import { createHttpSmsAdapter, smsAddress } from "./sms-http";

/** A local HTTP SMS gateway: records each request and answers what the test sets. */
interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage["headers"];
  body: unknown;
}
const received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"messageId":"gw-1"}' };
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(raw),
      });
      response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const otpMessage = {
  channel: "sms" as const,
  recipient: "9812345678",
  template: "otp-login" as const,
  payload: { code: "482913", minutes: "5" },
  idempotencyKey: "otp:session-1:1",
};

describe("the HTTP SMS adapter", () => {
  // The URL is known once the gateway listens (beforeAll), as with the demo sandbox.
  const adapter = createHttpSmsAdapter({
    url: async () => url,
    apiKey: "key-123",
    senderId: "ODINST",
    templateIds: { "otp-login": "1107161234567890123" },
  });

  it("posts the rendered SMS with its DLT template id, sender id, key and idempotency key", async () => {
    answer = { status: 200, body: '{"messageId":"gw-42"}' };
    const receipt = await createHttpSmsAdapter({
      url,
      apiKey: "key-123",
      senderId: "ODINST",
      templateIds: { "otp-login": "1107161234567890123" },
    }).send(otpMessage);
    expect(receipt).toEqual({ providerMessageId: "gw-42" });
    const request = received.at(-1);
    expect(request).toMatchObject({ method: "POST", url: "/v1/sms" });
    expect(request?.headers.authorization).toBe("Bearer key-123");
    expect(request?.headers["idempotency-key"]).toBe("otp:session-1:1");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      to: "+919812345678",
      message:
        "482913 is your OTP to log in to Odin. It is valid for 5 minutes. Do not share it with anyone.",
      templateId: "1107161234567890123",
      senderId: "ODINST",
    });
  });

  it("leaves out a template id that is not configured", async () => {
    answer = { status: 202, body: '{"messageId":"gw-43"}' };
    await adapter.send({
      ...otpMessage,
      template: "password-reset",
      payload: { link: "https://shop.example.in/reset-password?sessionId=abc&type=mobile", minutes: "30" },
    });
    const body = received.at(-1)?.body as Record<string, unknown>;
    expect(body.templateId).toBeUndefined();
    expect(body.message).toContain("https://shop.example.in/reset-password?sessionId=abc&type=mobile");
  });

  it("treats a non-2xx answer or an answer without a message id as a failure", async () => {
    answer = { status: 503, body: '{"error":"busy"}' };
    await expect(adapter.send(otpMessage)).rejects.toThrow("SMS gateway answered 503");
    answer = { status: 401, body: "{}" };
    await expect(adapter.send(otpMessage)).rejects.toThrow("SMS gateway answered 401");
    answer = { status: 200, body: '{"ok":true}' };
    await expect(adapter.send(otpMessage)).rejects.toThrow("without a message id");
  });

  it("never puts the message in its errors", async () => {
    answer = { status: 500, body: "482913" };
    const error = await adapter.send(otpMessage).catch((caught: unknown) => caught);
    expect(String(error)).not.toContain("482913");
  });

  it("refuses a recipient that is not a phone number for good", async () => {
    const sent = received.length;
    await expect(adapter.send({ ...otpMessage, recipient: "shopper@example.in" })).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
    await expect(adapter.send({ ...otpMessage, payload: { minutes: "5" } })).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
    expect(received.length).toBe(sent);
  });

  it("writes Indian numbers with +91 and keeps international ones", () => {
    expect(smsAddress("98123 45678")).toBe("+919812345678");
    expect(smsAddress("+919812345678")).toBe("+919812345678");
    expect(smsAddress("+14155550100")).toBe("+14155550100");
    expect(() => smsAddress("12345")).toThrow(PermanentDeliveryError);
  });
});
