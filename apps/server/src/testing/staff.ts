import { randomBytes } from "node:crypto";
import { type Permission, ROLES, STAFF_COOKIES } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { createUser, randomIp } from "./auth";
import { sandboxMessages } from "./otp";
import { CLIENT_HEADERS, type TestApp } from "./test-app";

/** Test helpers of the back office (decision 60): staff of a test's own, signed in as a browser does. */

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  /** The session cookie's header value, for `inject({ headers: { cookie } })`. */
  cookie: string;
  /** Headers of a back-office call from the admin app: the session cookie, the `module` header. */
  headers: Record<string, string>;
}

/** A role of a test's own holding exactly `permissions`; its name. */
export async function createRole(test: TestApp, permissions: readonly Permission[]): Promise<string> {
  const name = `test-${randomBytes(6).toString("hex")}`;
  await test.database.db
    .insert(schema.staffRoles)
    .values({ name, label: name, permissions: [...permissions] });
  return name;
}

/** A staff-only account with the role named `roleName` (a built-in one, or one `createRole` made). */
export async function createStaff(
  test: TestApp,
  roleName: string,
  scope: { brandIds?: number[]; centreIds?: number[] } = {},
): Promise<Omit<TestStaff, "cookie" | "headers">> {
  const user = await createUser(test, [ROLES.staff]);
  const { db } = test.database;
  const [role] = await db.select().from(schema.staffRoles).where(eq(schema.staffRoles.name, roleName));
  if (!role) throw new Error(`no role ${roleName}`);
  await db.insert(schema.staffMembers).values({
    userId: user.id,
    roleId: role.id,
    brandIds: scope.brandIds ?? null,
    centreIds: scope.centreIds ?? null,
  });
  return { id: user.id, email: user.email, password: user.password };
}

/** A back-office call's headers as the admin app sends them. */
export function adminHeaders(cookie?: string, clientAddress = randomIp()): Record<string, string> {
  return {
    ...CLIENT_HEADERS,
    module: "admin",
    "x-forwarded-for": clientAddress,
    ...(cookie ? { cookie } : {}),
  };
}

/** The `name=value` of a response's Set-Cookie named `name`. */
export function cookieFrom(response: { cookies: { name: string; value: string }[] }, name: string): string {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  return `${name}=${cookie.value}`;
}

/** The newest sign-in code e-mailed to `email` (the sandbox's inbox after the outbox drains). */
export async function readStaffCode(test: TestApp, email: string): Promise<string> {
  const messages = await sandboxMessages(test, email);
  const mail = messages.find((message) => message.channel === "email" && /\b\d{6}\b/.test(message.text));
  const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no sign-in code was sent to ${email}`);
  return code;
}

/** Signs a staff member in: password, the e-mailed code; answers the session's cookie and headers. */
export async function signInStaff(
  test: TestApp,
  staff: Omit<TestStaff, "cookie" | "headers">,
): Promise<TestStaff> {
  const clientAddress = randomIp();
  const started = await test.app.inject({
    method: "POST",
    url: "/admin/api/sign-in",
    headers: adminHeaders(undefined, clientAddress),
    payload: { email: staff.email, password: staff.password },
  });
  if (started.statusCode !== 200) throw new Error(`sign-in answered ${started.statusCode}: ${started.body}`);
  const challenge = cookieFrom(started, STAFF_COOKIES.challenge);
  const code = await readStaffCode(test, staff.email);
  const finished = await test.app.inject({
    method: "POST",
    url: "/admin/api/sign-in/code",
    headers: adminHeaders(challenge, clientAddress),
    payload: { code },
  });
  if (finished.statusCode !== 200)
    throw new Error(`the code answered ${finished.statusCode}: ${finished.body}`);
  const cookie = cookieFrom(finished, STAFF_COOKIES.session);
  return { ...staff, cookie, headers: adminHeaders(cookie) };
}

/** A signed-in staff member of a role holding exactly `permissions`. */
export async function staffWith(test: TestApp, permissions: readonly Permission[]): Promise<TestStaff> {
  return signInStaff(test, await createStaff(test, await createRole(test, permissions)));
}
