import { ERROR_CODES, MESSAGES } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { randomIp } from "../../testing/auth";
import { sandboxMessages } from "../../testing/otp";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

const test = useTestApp({
  env: {
    ODIN_SITE_ORIGIN: "https://shop.example.in",
    ODIN_NEWSLETTER_MAX_PER_EMAIL: "3",
    ODIN_NEWSLETTER_MAX_PER_ADDRESS: "4",
  },
});

function post(url: string, payload: unknown, ip = randomIp()) {
  return test.app.inject({
    method: "POST",
    url,
    headers: { ...CLIENT_HEADERS, "x-forwarded-for": ip },
    payload: payload as Record<string, unknown>,
  });
}

const freshEmail = () => `reader${Date.now()}${Math.floor(Math.random() * 1e6)}@example.in`;

async function subscriber(email: string) {
  const rows = await test.database.db
    .select()
    .from(schema.newsletterSubscribers)
    .where(eq(schema.newsletterSubscribers.email, email));
  return rows;
}

/** The token of the newest confirmation link e-mailed to `email`. */
async function confirmToken(email: string): Promise<string> {
  const [mail] = await sandboxMessages(test, email);
  const link = /https:\/\/shop\.example\.in\/newsletter\/confirm\?token=[\w.-]+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no confirmation link was sent to ${email}`);
  return new URL(link).searchParams.get("token") ?? "";
}

describe("POST /api/newsletter", () => {
  it("signs an address up unconfirmed and e-mails a confirmation link", async () => {
    const email = freshEmail();
    const response = await post("/api/newsletter", { email: ` ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.newsletter.success });
    expect(await subscriber(email)).toMatchObject([{ email, confirmedAt: null }]);
    const [mail] = await sandboxMessages(test, email);
    expect(mail?.subject).toBe("Confirm your Odin newsletter sign-up");
    expect(mail?.text).toContain("7 days");
    expect(await confirmToken(email)).not.toBe("");
  });

  it("keeps one subscriber however often an address signs up, and mails a confirmed one no more", async () => {
    const email = freshEmail();
    const [first, second] = await Promise.all([
      post("/api/newsletter", { email }),
      post("/api/newsletter", { email }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await subscriber(email)).toHaveLength(1);
    expect(await sandboxMessages(test, email)).toHaveLength(2);
    await post("/api/newsletter/confirm", { token: await confirmToken(email) });
    const again = await post("/api/newsletter", { email });
    expect(again.json()).toEqual({ message: MESSAGES.newsletter.success });
    expect(await sandboxMessages(test, email)).toHaveLength(2);
    const rows = await subscriber(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.confirmedAt).toBeInstanceOf(Date);
  });

  it("refuses an empty or invalid address with the newer footer's messages", async () => {
    const cases: [unknown, string][] = [
      [{ email: "" }, MESSAGES.newsletter.enterEmail],
      [{ email: "   " }, MESSAGES.newsletter.enterEmail],
      [{ email: "reader@example" }, MESSAGES.newsletter.invalidEmail],
      [{ email: "reader.example.in" }, MESSAGES.newsletter.invalidEmail],
    ];
    for (const [body, detail] of cases) {
      const response = await post("/api/newsletter", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(problemOf(response)?.detail).toBe(detail);
    }
    for (const body of [
      {},
      { email: 42 },
      { email: `${"a".repeat(250)}@example.in` },
      { email: "a\u0000@b.in" },
    ]) {
      expect((await post("/api/newsletter", body)).statusCode).toBe(400);
    }
  });

  it("limits sign-ups per address and per client address", async () => {
    const email = freshEmail();
    for (let sent = 0; sent < 3; sent += 1)
      expect((await post("/api/newsletter", { email })).statusCode).toBe(200);
    const perEmail = await post("/api/newsletter", { email });
    expect(perEmail.statusCode).toBe(429);
    expect(problemOf(perEmail)?.detail).toBe(MESSAGES.newsletter.tooMany);
    const keys = await test.database.db
      .select({ key: schema.rateLimits.key })
      .from(schema.rateLimits)
      .where(like(schema.rateLimits.key, `%${email}%`));
    expect(keys, "the limits keep the address's hash, not the address").toEqual([]);

    const ip = randomIp();
    for (let sent = 0; sent < 4; sent += 1) {
      expect((await post("/api/newsletter", { email: freshEmail() }, ip)).statusCode).toBe(200);
    }
    const perAddress = await post("/api/newsletter", { email: freshEmail() }, ip);
    expect(perAddress.statusCode).toBe(429);
    expect(problemOf(perAddress)?.code).toBe(ERROR_CODES.blockedIp);
  });
});

describe("POST /api/newsletter/confirm", () => {
  it("confirms the address of the link, and confirming again changes nothing", async () => {
    const email = freshEmail();
    await post("/api/newsletter", { email });
    const token = await confirmToken(email);
    const response = await post("/api/newsletter/confirm", { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.newsletter.confirmed });
    const [confirmed] = await subscriber(email);
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    expect((await post("/api/newsletter/confirm", { token })).statusCode).toBe(200);
    expect((await subscriber(email))[0]?.confirmedAt).toEqual(confirmed?.confirmedAt);
  });

  it("confirms only the address its own link names, refusing a tampered or unknown link", async () => {
    const mine = freshEmail();
    const theirs = freshEmail();
    await post("/api/newsletter", { email: mine });
    await post("/api/newsletter", { email: theirs });
    const token = await confirmToken(mine);
    const [header, , signature] = token.split(".");
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: theirs, aud: "odin-newsletter-confirmation", iss: "odin", exp: 4e9 })).toString("base64url")}.${signature}`;
    for (const bad of [forged, `${token}x`, "garbage"]) {
      const response = await post("/api/newsletter/confirm", { token: bad });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({
        code: "NEWSLETTER_LINK_INVALID",
        detail: MESSAGES.newsletter.confirmLinkInvalid,
      });
    }
    expect((await subscriber(theirs))[0]?.confirmedAt).toBeNull();
    expect((await post("/api/newsletter/confirm", { token: "" })).statusCode).toBe(400);
  });
});
