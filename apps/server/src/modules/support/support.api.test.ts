import { ERROR_CODES, MESSAGES, supportAnswer } from "@odin/contracts";
import { schema } from "@odin/db";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { randomIp } from "../../testing/auth";
import { freshPhone, sandboxMessages } from "../../testing/otp";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

const SUPPORT_EMAIL = "care-desk@shop.example.in";
const test = useTestApp({
  env: {
    ODIN_SITE_ORIGIN: "https://shop.example.in",
    ODIN_SUPPORT_EMAIL: SUPPORT_EMAIL,
    ODIN_CONTACT_MAX_PER_ADDRESS: "2",
    ODIN_APP_LINK_MAX_PER_PHONE: "2",
    ODIN_APP_LINK_MAX_PER_ADDRESS: "3",
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

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Asha Rao",
  email: "asha@example.in",
  subject: `Order ${Math.floor(Math.random() * 1e9)}`,
  message: "My parcel has not arrived.\nCould you check, please?",
  ...overrides,
});

describe("POST /api/contactus", () => {
  it("stores the message, e-mails it to customer care and answers the spec's success message", async () => {
    const body = contact();
    const response = await post("/api/contactus", body);
    expect(response.statusCode).toBe(200);
    expect(supportAnswer.parse(response.json())).toEqual({ message: MESSAGES.contact.success });
    const [row] = await test.database.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.subject, body.subject))
      .orderBy(desc(schema.contactMessages.id));
    expect(row).toMatchObject({ name: body.name, email: body.email, message: body.message });
    const mail = (await sandboxMessages(test, SUPPORT_EMAIL)).find((m) => m.subject?.includes(body.subject));
    expect(mail?.subject).toBe(`Contact form #${row?.id}: ${body.subject}`);
    expect(mail?.text).toContain("Asha Rao <asha@example.in>");
    expect(mail?.text).toContain("Could you check, please?");
  });

  it("refuses each broken rule with 400 and the form's message, storing nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  " }, MESSAGES.contact.allFieldsRequired],
      [{ email: "" }, MESSAGES.contact.allFieldsRequired],
      [{ email: "asha@example" }, MESSAGES.newsletter.invalidEmail],
      [{ subject: "ab" }, MESSAGES.contact.subjectMinLength],
      [{ subject: "Refund!!" }, MESSAGES.contact.subjectAlphanumeric],
      [{ message: "" }, MESSAGES.contact.allFieldsRequired],
    ];
    for (const [overrides, detail] of cases) {
      const body = contact(overrides);
      const response = await post("/api/contactus", body);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(problemOf(response)?.detail).toBe(detail);
      const rows = await test.database.db
        .select()
        .from(schema.contactMessages)
        .where(eq(schema.contactMessages.subject, body.subject as string));
      expect(rows).toEqual([]);
    }
  });

  it("refuses missing fields, text too long and control characters with 400", async () => {
    const { message: _message, ...withoutMessage } = contact();
    for (const body of [
      withoutMessage,
      contact({ message: "x".repeat(2001) }),
      contact({ name: "Asha\u0000" }),
      contact({ subject: 42 }),
    ]) {
      expect((await post("/api/contactus", body)).statusCode).toBe(400);
    }
  });

  it("refuses a client address past its limit with 429 and the blocked-IP message", async () => {
    const ip = randomIp();
    expect((await post("/api/contactus", contact(), ip)).statusCode).toBe(200);
    expect((await post("/api/contactus", contact(), ip)).statusCode).toBe(200);
    const refused = await post("/api/contactus", contact(), ip);
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused)).toMatchObject({
      code: ERROR_CODES.blockedIp,
      detail: MESSAGES.generic.blockedIp,
    });
    expect((await post("/api/contactus", contact())).statusCode).toBe(200);
  });
});

describe("POST /api/appDownloadLink", () => {
  it("sends the app page's link by SMS to +91 and the number", async () => {
    const phone = freshPhone();
    const response = await post("/api/appDownloadLink", { mobileNumber: phone });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.appLink.sent });
    const [sms] = await sandboxMessages(test, `+91${phone}`);
    expect(sms?.channel).toBe("sms");
    expect(sms?.text).toContain("https://shop.example.in/apps");
  });

  it("refuses a number that is not 10 digits starting 6-9 with 400", async () => {
    for (const mobileNumber of ["", "5123456789", "912345678", "91234567890", "98765abcde", 9876543210]) {
      const response = await post("/api/appDownloadLink", { mobileNumber });
      expect(response.statusCode, String(mobileNumber)).toBe(400);
    }
    const refused = await post("/api/appDownloadLink", { mobileNumber: "5123456789" });
    expect(problemOf(refused)?.detail).toBe(MESSAGES.appLink.invalidMobile);
  });

  it("limits the links per number and per client address", async () => {
    const phone = freshPhone();
    expect((await post("/api/appDownloadLink", { mobileNumber: phone })).statusCode).toBe(200);
    expect((await post("/api/appDownloadLink", { mobileNumber: phone })).statusCode).toBe(200);
    const perPhone = await post("/api/appDownloadLink", { mobileNumber: phone });
    expect(perPhone.statusCode).toBe(429);
    expect(problemOf(perPhone)?.detail).toBe(MESSAGES.appLink.tooMany);
    expect(await sandboxMessages(test, `+91${phone}`)).toHaveLength(2);

    const ip = randomIp();
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await post("/api/appDownloadLink", { mobileNumber: freshPhone() }, ip)).statusCode).toBe(200);
    }
    const perAddress = await post("/api/appDownloadLink", { mobileNumber: freshPhone() }, ip);
    expect(perAddress.statusCode).toBe(429);
    expect(problemOf(perAddress)?.code).toBe(ERROR_CODES.blockedIp);
  });
});

describe("POST /api/appDownloadLink, pumped", () => {
  const askLink = (mobileNumber: string, ip?: string) => post("/api/appDownloadLink", { mobileNumber }, ip);
  const okCount = (answers: readonly { statusCode: number }[]) =>
    answers.filter((answer) => answer.statusCode === 200).length;

  it("sends one number no more than its 2 links", async () => {
    const phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 10 }, () => askLink(phone)));
    expect(okCount(answers), "links sent of 10 asked for one number").toBe(2);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(429);
      expect(problemOf(refused)?.detail).toBe(MESSAGES.appLink.tooMany);
    }
    expect(await sandboxMessages(test, `+91${phone}`)).toHaveLength(2);
  });

  it("sends no more than 3 links asked for from one client address", async () => {
    const ip = randomIp();
    const phones = Array.from({ length: 10 }, freshPhone);
    const answers = await Promise.all(phones.map((phone) => askLink(phone, ip)));
    expect(okCount(answers), "links sent of 10 asked from one address").toBe(3);
    const delivered = await Promise.all(phones.map((phone) => sandboxMessages(test, `+91${phone}`)));
    expect(delivered.flat()).toHaveLength(3);
  });

  it("does not count a request refused for its address against the number it names", async () => {
    const ip = randomIp();
    for (let sent = 0; sent < 3; sent += 1) expect((await askLink(freshPhone(), ip)).statusCode).toBe(200);
    const victim = freshPhone();
    const blocked = await Promise.all(Array.from({ length: 5 }, () => askLink(victim, ip)));
    expect(blocked.map((answer) => answer.statusCode)).toEqual([429, 429, 429, 429, 429]);
    // The number's owner, from an address of their own, still gets both of theirs.
    expect((await askLink(victim)).statusCode).toBe(200);
    expect((await askLink(victim)).statusCode).toBe(200);
    expect(await sandboxMessages(test, `+91${victim}`)).toHaveLength(2);
  });
});
