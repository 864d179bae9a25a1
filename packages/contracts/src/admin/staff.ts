import { z } from "zod";
import { text } from "../shared/primitives";
import { PERMISSION_NAMES } from "./permissions";

/** Staff sign-in (decision 60): password, then a one-time code sent by e-mail through the outbox. */

export const STAFF_SIGN_IN = {
  codeLength: 6,
  /** Wrong codes before the challenge is spent and the staff member signs in again. */
  maxCodeTries: 5,
} as const;

export const staffSignInBody = z.object({
  email: text(254).trim().toLowerCase().min(3),
  password: text(128).min(1),
});
export type StaffSignInBody = z.input<typeof staffSignInBody>;

/** The password was right: a code is on its way, and the challenge cookie names it. */
export const staffSignInAnswer = z.object({
  secondFactor: z.literal("email"),
  /** The address the code went to, partly hidden (p••••@example.in). */
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
});

export const staffCodeBody = z.object({
  code: z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code." }),
});

export const permissionName = z.enum(PERMISSION_NAMES as [string, ...string[]]);

/** The signed-in staff member: whom the admin app greets and which menu entries it draws. */
export const staffSession = z.object({
  staff: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.object({ name: z.string(), label: z.string() }),
    permissions: z.array(permissionName),
    /** The brands and centres the staff member's work is limited to; null is every one. */
    brandIds: z.array(z.number().int()).nullable(),
    centreIds: z.array(z.number().int()).nullable(),
  }),
  /** Minutes without a request after which the session ends. */
  idleMinutes: z.number().int(),
});
export type StaffSession = z.infer<typeof staffSession>;

export const staffSignedOut = z.object({ signedOut: z.literal(true) });

/** The back office's own cookies (SameSite=Strict, path /admin): never the storefront's. */
export const STAFF_COOKIES = {
  session: "odin_staff",
  challenge: "odin_staff_challenge",
} as const;
