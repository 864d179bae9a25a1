import { ADMIN_MESSAGES, ROLES, STAFF_COOKIES, staffSession } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, randomIp } from "../../testing/auth";
import {
  adminHeaders,
  cookieFrom,
  createRole,
  createStaff,
  readStaffCode,
  signInStaff,
} from "../../testing/staff";
import { problemOf } from "../../testing/test-app";

const test = useTestApp();

const post = (url: string, payload: object, headers: Record<string, string>) =>
  test.app.inject({ method: "POST", url, headers, payload });

async function newStaff(permissions = ["orders:read"] as const) {
  return createStaff(test, await createRole(test, permissions));
}

async function auditOf(userId: number) {
  const { auditLog } = schema;
  return test.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, "staff-session"), eq(auditLog.resourceId, String(userId))));
}

describe("staff sign-in (decision 60)", () => {
  it("signs in with the password and the e-mailed code, on a SameSite=Strict cookie under /admin", async () => {
    const staff = await newStaff();
    const address = randomIp();
    const started = await post(
      "/admin/api/sign-in",
      { email: staff.email, password: staff.password },
      adminHeaders(undefined, address),
    );
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ secondFactor: "email", sentTo: `t••••@example.in` });
    const code = await readStaffCode(test, staff.email);
    const finished = await post(
      "/admin/api/sign-in/code",
      { code },
      adminHeaders(cookieFrom(started, STAFF_COOKIES.challenge), address),
    );
    expect(finished.statusCode).toBe(200);
    const session = finished.cookies.find((cookie) => cookie.name === STAFF_COOKIES.session);
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin" });
    const me = await test.app.inject({
      url: "/admin/api/session",
      headers: adminHeaders(`${STAFF_COOKIES.session}=${session?.value}`),
    });
    expect(me.statusCode).toBe(200);
    expect(staffSession.parse(me.json()).staff).toMatchObject({ id: staff.id, permissions: ["orders:read"] });
    expect((await auditOf(staff.id)).map((entry) => entry.action)).toEqual(["sign-in"]);
  });

  it("refuses a wrong password and a shopper's right one with the same answer", async () => {
    const staff = await newStaff();
    const shopper = await createUser(test, [ROLES.endUser]);
    for (const body of [
      { email: staff.email, password: "Wrong@1234" },
      { email: shopper.email, password: shopper.password },
    ]) {
      const answer = await post("/admin/api/sign-in", body, adminHeaders());
      expect(answer.statusCode).toBe(401);
      expect(problemOf(answer)).toMatchObject({
        code: "STAFF_WRONG_CREDENTIALS",
        detail: ADMIN_MESSAGES.signIn.wrongCredentials,
      });
    }
  });

  it("counts wrong codes and spends the challenge after five", async () => {
    const staff = await newStaff();
    const started = await post(
      "/admin/api/sign-in",
      { email: staff.email, password: staff.password },
      adminHeaders(),
    );
    const headers = adminHeaders(cookieFrom(started, STAFF_COOKIES.challenge));
    const code = await readStaffCode(test, staff.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await post("/admin/api/sign-in/code", { code: wrong }, headers));
    expect(answers.slice(0, 4).map((answer) => problemOf(answer)?.data)).toEqual([
      { triesLeft: 4 },
      { triesLeft: 3 },
      { triesLeft: 2 },
      { triesLeft: 1 },
    ]);
    expect(problemOf(answers[4] as (typeof answers)[number])?.code).toBe("STAFF_CODE_EXPIRED");
    const late = await post("/admin/api/sign-in/code", { code }, headers);
    expect(problemOf(late)?.code).toBe("STAFF_CODE_EXPIRED");
  });

  it("uses a code once", async () => {
    const staff = await newStaff();
    const started = await post(
      "/admin/api/sign-in",
      { email: staff.email, password: staff.password },
      adminHeaders(),
    );
    const headers = adminHeaders(cookieFrom(started, STAFF_COOKIES.challenge));
    const code = await readStaffCode(test, staff.email);
    const [first, second] = await Promise.all([
      post("/admin/api/sign-in/code", { code }, headers),
      post("/admin/api/sign-in/code", { code }, headers),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 401]);
  });

  it("refuses a back-office write from another site, and one without the module header", async () => {
    const staff = await newStaff();
    const body = { email: staff.email, password: staff.password };
    const crossSite = await post("/admin/api/sign-in", body, {
      ...adminHeaders(),
      origin: "https://evil.example",
    });
    expect(crossSite.statusCode).toBe(403);
    expect(problemOf(crossSite)?.code).toBe("CROSS_SITE_REFUSED");
    const fetched = await post("/admin/api/sign-in", body, {
      ...adminHeaders(),
      "sec-fetch-site": "cross-site",
    });
    expect(fetched.statusCode).toBe(403);
    const { module: _, ...noModule } = adminHeaders();
    expect((await post("/admin/api/sign-in", body, noModule)).statusCode).toBe(403);
  });

  it("ends a session at sign-out, recorded in the audit log", async () => {
    const staff = await signInStaff(test, await newStaff());
    const out = await post("/admin/api/sign-out", {}, staff.headers);
    expect(out.statusCode).toBe(200);
    const after = await test.app.inject({ url: "/admin/api/session", headers: staff.headers });
    expect(after.statusCode).toBe(401);
    expect(problemOf(after)?.code).toBe("STAFF_SESSION_ENDED");
    expect((await auditOf(staff.id)).map((entry) => entry.action).sort()).toEqual(["sign-in", "sign-out"]);
  });

  it("ends a session left idle longer than the idle timeout", async () => {
    const staff = await signInStaff(test, await newStaff());
    expect((await test.app.inject({ url: "/admin/api/session", headers: staff.headers })).statusCode).toBe(
      200,
    );
    const idle = new Date(Date.now() - (test.config.staff.idleMinutes + 1) * 60_000);
    await test.database.db
      .update(schema.staffSessions)
      .set({ lastSeenAt: idle })
      .where(eq(schema.staffSessions.userId, staff.id));
    const answer = await test.app.inject({ url: "/admin/api/session", headers: staff.headers });
    expect(answer.statusCode).toBe(401);
  });

  it("answers 401 without a session, and never signs in a disabled staff member", async () => {
    const none = await test.app.inject({ url: "/admin/api/session", headers: adminHeaders() });
    expect(problemOf(none)?.code).toBe("STAFF_SIGN_IN_REQUIRED");
    const staff = await signInStaff(test, await newStaff());
    await test.database.db
      .update(schema.staffMembers)
      .set({ disabledAt: new Date() })
      .where(eq(schema.staffMembers.userId, staff.id));
    expect((await test.app.inject({ url: "/admin/api/session", headers: staff.headers })).statusCode).toBe(
      401,
    );
  });
});
