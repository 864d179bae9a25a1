import { adminRoutes, STAFF_COOKIES, type StaffSession, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { auditActorOf, requestClient } from "../../platform/audit";
import { cookieOptions } from "../../platform/cookies";
import { serve } from "../../platform/serve";
import { type SignedInStaff, signedInStaff } from "../../platform/staff-guard";
import type { StaffSignIn } from "./staff-sign-in";

/** The back office's cookies: the site's rule (HttpOnly, Secure), but SameSite=Strict and only under /admin. */
function staffCookie(request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    ...cookieOptions(request),
    sameSite: "strict" as const,
    path: "/admin",
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  };
}

export function sessionAnswer(staff: SignedInStaff, idleMinutes: number): StaffSession {
  return {
    staff: {
      id: staff.userId,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      permissions: [...staff.permissions],
      brandIds: staff.brandIds ? [...staff.brandIds] : null,
      centreIds: staff.centreIds ? [...staff.centreIds] : null,
    },
    idleMinutes,
  };
}

const TAG = "admin";

/** Staff sign-in, the session and sign-out (decision 60). */
export function staffRoutes(app: FastifyInstance, signIn: StaffSignIn, idleMinutes: number): void {
  serve(app, adminRoutes.staffSignIn, {
    tag: TAG,
    summary: "Checks a staff member's password and e-mails a sign-in code",
    description:
      "Answers where the code went and sets the challenge cookie the code is checked against. A wrong e-mail or password answers 401 STAFF_WRONG_CREDENTIALS (the same for an account that is not staff); too many from one address or for one account, 429.",
    async handler(request, reply) {
      const started = unwrap(await signIn.start({ ...request.body, client: requestClient(request) }));
      reply.setCookie(
        STAFF_COOKIES.challenge,
        started.challengeToken,
        staffCookie(request, started.expiresInSeconds),
      );
      return {
        secondFactor: "email" as const,
        sentTo: started.sentTo,
        expiresInSeconds: started.expiresInSeconds,
      };
    },
  });

  serve(app, adminRoutes.staffSignInCode, {
    tag: TAG,
    summary: "Checks the e-mailed code and starts a staff session",
    description:
      "Sets the session cookie (SameSite=Strict, path /admin) and answers the staff member. A wrong code answers 401 STAFF_CODE_WRONG with the tries left; after five, or once the code expired, 401 STAFF_CODE_EXPIRED (sign in again).",
    async handler(request, reply) {
      const finished = unwrap(
        await signIn.finish({
          challengeToken: request.cookies[STAFF_COOKIES.challenge],
          code: request.body.code,
          client: requestClient(request),
        }),
      );
      reply.clearCookie(STAFF_COOKIES.challenge, staffCookie(request));
      reply.setCookie(STAFF_COOKIES.session, finished.sessionToken, staffCookie(request));
      return sessionAnswer(finished.staff, idleMinutes);
    },
  });

  serve(app, adminRoutes.staffSession, {
    tag: TAG,
    summary: "The signed-in staff member, their role and permissions",
    async handler(request) {
      return sessionAnswer(signedInStaff(request), idleMinutes);
    },
  });

  serve(app, adminRoutes.staffSignOut, {
    tag: TAG,
    summary: "Ends the staff member's session",
    async handler(request, reply: FastifyReply) {
      await signIn.signOut(request.cookies[STAFF_COOKIES.session], auditActorOf(request));
      reply.clearCookie(STAFF_COOKIES.session, staffCookie(request));
      return { signedOut: true as const };
    },
  });
}

/** The guard's check of a request's session cookie. */
export function verifierOf(signIn: StaffSignIn) {
  return (request: FastifyRequest) => signIn.verify(request.cookies[STAFF_COOKIES.session]);
}
