import { createHash } from "node:crypto";

/**
 * The test accounts of the sandbox consent pages (docs/decisions/0019-social-sign-in.md). Subjects are
 * fixed so that a link made in the demo survives a restart.
 */
export interface SandboxUser {
  key: string;
  subject: string;
  name?: string;
  email?: string;
  emailVerified: boolean;
  /** What choosing the account shows in the storefront. */
  note: string;
}

export const GOOGLE_TEST_USERS: readonly SandboxUser[] = [
  {
    key: "asha",
    subject: "108200000000000000001",
    name: "Asha Rao",
    email: "asha@example.in",
    emailVerified: true,
    note: "Same verified e-mail as the demo shopper Asha: signs in to her account and links it.",
  },
  {
    key: "meera",
    subject: "108200000000000000002",
    name: "Meera Iyer",
    email: "meera.iyer@example.com",
    emailVerified: true,
    note: "New shopper with name and verified e-mail, no phone: asked for a mobile number (OTP).",
  },
  {
    key: "dev",
    subject: "108200000000000000003",
    name: "Dev Khanna",
    email: "dev.khanna@example.com",
    emailVerified: false,
    note: "New shopper whose e-mail Google has not verified: asked for a mobile number (OTP).",
  },
];

export const FACEBOOK_TEST_USERS: readonly SandboxUser[] = [
  {
    key: "asha",
    subject: "10160000000000001",
    name: "Asha Rao",
    email: "asha@example.in",
    emailVerified: true,
    note: "Same e-mail as the demo shopper Asha: signs in to her account and links it.",
  },
  {
    key: "meera",
    subject: "10160000000000002",
    name: "Meera Iyer",
    email: "meera.iyer@example.com",
    emailVerified: true,
    note: "New shopper with name and e-mail (Facebook never shares a phone): asked for a mobile number.",
  },
  {
    key: "dev",
    subject: "10160000000000003",
    name: "Dev Khanna",
    emailVerified: false,
    note: "Signed up on Facebook with a phone, so shares no e-mail: asked for a mobile number and an e-mail.",
  },
];

/** A person typed on the consent page: the subject follows from the provider, name and e-mail. */
export function customUser(
  provider: string,
  input: { name: string; email?: string; emailVerified: boolean },
): SandboxUser {
  const digest = createHash("sha256")
    .update(`${provider}|${input.name}|${input.email ?? ""}`)
    .digest();
  const digits = Array.from(digest.subarray(0, 20), (byte) => String(byte % 10)).join("");
  return {
    key: "custom",
    subject: `9${digits}`,
    name: input.name,
    email: input.email,
    emailVerified: Boolean(input.email) && input.emailVerified,
    note: "typed on the consent page",
  };
}
