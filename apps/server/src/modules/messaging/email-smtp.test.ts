import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PermanentDeliveryError } from "../../platform/outbox";
import { createSmtpEmailAdapter, messageIdOf } from "./email-smtp";

/** A real SMTP peer on 127.0.0.1 that keeps what it is sent. */
interface Delivery {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}
const deliveries: Delivery[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "odin" && auth.password === "mail-secret")
        return callback(null, { user: "odin" });
      return callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@refused.example")) return callback(new Error("Mailbox unavailable"));
      return callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        deliveries.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const resetMessage = {
  channel: "email" as const,
  recipient: "shopper@example.in",
  template: "password-reset" as const,
  payload: { link: "https://shop.example.in/reset-password?sessionId=tok123&type=email", minutes: "30" },
  idempotencyKey: "password-reset:abc",
};

describe("the SMTP e-mail adapter", () => {
  it("sends the rendered mail, signed in with the URL's credentials, with a stable Message-ID", async () => {
    const from = "Odin <no-reply@shop.example.in>";
    const adapter = createSmtpEmailAdapter({ url: `smtp://odin:mail-secret@127.0.0.1:${port}`, from });
    try {
      const receipt = await adapter.send(resetMessage);
      const expectedId = messageIdOf(resetMessage.idempotencyKey, from);
      expect(receipt.providerMessageId).toBe(expectedId);
      const delivery = deliveries.at(-1);
      expect(delivery).toMatchObject({
        from: "no-reply@shop.example.in",
        to: ["shopper@example.in"],
        user: "odin",
      });
      const raw = delivery?.raw.replace(/=\r?\n/g, "") ?? "";
      expect(raw).toContain("Subject: Reset your Odin password");
      expect(raw).toContain(`Message-ID: ${expectedId}`);
      expect(raw).toContain("multipart/alternative");
      expect(raw).toMatch(/sessionId=(3D)?tok123/);
      // The same outbox message sent again carries the same id, so the receiver can drop the copy.
      expect(messageIdOf(resetMessage.idempotencyKey, from)).toBe(expectedId);
    } finally {
      adapter.close();
    }
  });

  it("fails (to be retried) when the server refuses the recipient or the credentials", async () => {
    const adapter = createSmtpEmailAdapter({
      url: `smtp://127.0.0.1:${port}`,
      from: "no-reply@odin.localhost",
    });
    await expect(adapter.send({ ...resetMessage, recipient: "someone@refused.example" })).rejects.toThrow(
      /Mailbox unavailable/,
    );
    const wrongKey = createSmtpEmailAdapter({
      url: `smtp://odin:wrong@127.0.0.1:${port}`,
      from: "no-reply@odin.localhost",
    });
    await expect(wrongKey.send(resetMessage)).rejects.toThrow();
    adapter.close();
    wrongKey.close();
  });

  it("refuses a recipient that is not one address, for good", async () => {
    const adapter = createSmtpEmailAdapter({
      url: `smtp://127.0.0.1:${port}`,
      from: "no-reply@odin.localhost",
    });
    const sent = deliveries.length;
    for (const recipient of [
      "9812345678",
      "a@example.in, b@example.in",
      "a@example.in\r\nBcc: c@example.in",
    ]) {
      await expect(adapter.send({ ...resetMessage, recipient })).rejects.toBeInstanceOf(
        PermanentDeliveryError,
      );
    }
    expect(deliveries.length).toBe(sent);
    adapter.close();
  });
});
