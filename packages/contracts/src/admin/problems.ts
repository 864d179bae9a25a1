import { defineProblems } from "../result";
import { fill } from "../shared/fill";
import { ADMIN_MESSAGES } from "./messages";

/** The back office's named failures (decision 60): sign-in, session, permission. */
export const adminProblems = defineProblems({
  wrongCredentials: () => ({
    status: 401,
    code: "STAFF_WRONG_CREDENTIALS",
    detail: ADMIN_MESSAGES.signIn.wrongCredentials,
  }),
  tooManyTries: () => ({
    status: 429,
    code: "STAFF_TOO_MANY_TRIES",
    detail: ADMIN_MESSAGES.signIn.tooManyTries,
  }),
  codeWrong: (triesLeft: number) => ({
    status: 401,
    code: "STAFF_CODE_WRONG",
    detail: ADMIN_MESSAGES.signIn.codeWrong,
    data: { triesLeft },
  }),
  codeExpired: () => ({ status: 401, code: "STAFF_CODE_EXPIRED", detail: ADMIN_MESSAGES.signIn.codeExpired }),
  signInRequired: () => ({
    status: 401,
    code: "STAFF_SIGN_IN_REQUIRED",
    detail: ADMIN_MESSAGES.session.signInRequired,
  }),
  sessionEnded: () => ({ status: 401, code: "STAFF_SESSION_ENDED", detail: ADMIN_MESSAGES.session.ended }),
  crossSite: () => ({ status: 403, code: "CROSS_SITE_REFUSED", detail: ADMIN_MESSAGES.session.crossSite }),
  permissionRefused: (permission: string) => ({
    status: 403,
    code: "PERMISSION_REFUSED",
    detail: fill(ADMIN_MESSAGES.permission.refused, [["{permission}", permission]]),
    data: { permission },
  }),
  outOfScope: () => ({ status: 403, code: "OUT_OF_SCOPE", detail: ADMIN_MESSAGES.permission.outOfScope }),
  notFound: () => ({ status: 404, code: "NOT_FOUND", detail: ADMIN_MESSAGES.notFound }),
  /** A retry or discard of a job or message whose state no longer allows it (someone else acted first). */
  queueStateChanged: (state: string) => ({
    status: 409,
    code: "STATE_CHANGED",
    detail: fill(ADMIN_MESSAGES.queues.stateChanged, [["{state}", state]]),
    data: { state },
  }),
  ownerKeepsEverything: () => ({
    status: 409,
    code: "OWNER_ROLE_FIXED",
    detail: ADMIN_MESSAGES.staff.ownerKeepsEverything,
  }),
  lastOwner: () => ({ status: 409, code: "LAST_OWNER", detail: ADMIN_MESSAGES.staff.lastOwner }),
  roleTaken: () => ({ status: 409, code: "ROLE_TAKEN", detail: ADMIN_MESSAGES.staff.roleTaken }),
  emailTaken: () => ({ status: 409, code: "EMAIL_TAKEN", detail: ADMIN_MESSAGES.staff.emailTaken }),
  messageNotKept: () => ({ status: 409, code: "MESSAGE_NOT_KEPT", detail: ADMIN_MESSAGES.queues.notKept }),
  dailyJobKept: () => ({ status: 409, code: "DAILY_JOB_KEPT", detail: ADMIN_MESSAGES.queues.dailyJobKept }),
});
