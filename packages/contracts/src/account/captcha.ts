import { z } from "zod";
import { text } from "../shared/primitives";

/**
 * The captcha token of sign-in, the registration code and registration carries one of two proofs
 * (decision 56): the ALTCHA widget's base64 payload (a proof of work a script solves), or a picture
 * code's proof for a form that arrived without scripts: the signed challenge the picture came with,
 * a colon, and the characters typed.
 */
export const PICTURE_CAPTCHA = {
  /** How a picture's challenge begins; an ALTCHA payload (base64 of JSON) never does. */
  prefix: "picture.",
  /** Between the challenge and the typed characters in a proof. */
  separator: ":",
  /** How many characters a picture shows. */
  length: 5,
} as const;

/** A picture code's proof, as the captcha token carries it: the challenge, a colon, what was typed. */
export const pictureProof = (challenge: string, answer: string): string =>
  `${challenge}${PICTURE_CAPTCHA.separator}${answer}`;

/** Whether a captcha token is a picture code's proof (else it is taken as an ALTCHA payload). */
export const isPictureProof = (token: string): boolean => token.startsWith(PICTURE_CAPTCHA.prefix);

/** The captcha token of a body: either proof, spent once when accepted. */
export const captchaTokenField = text(8192)
  .optional()
  .describe(
    "A solved captcha: the ALTCHA widget's base64 payload, or a picture code's proof, " +
      "`<challenge>:<characters typed>`, the challenge being the one `GET /api/captcha/picture` " +
      "answered with the picture (case does not matter). Either is accepted once, before it expires.",
  );

/**
 * A picture of a short code (`GET /api/captcha/picture`; the `/login` page's forms without scripts):
 * an SVG drawn by the server as a data URL, and the signed challenge that goes back with the answer.
 * The answer is not in it: the challenge carries a keyed hash of it, its expiry and a random id.
 */
export const captchaPictureResponse = z.object({
  challenge: z.string(),
  /** `data:image/svg+xml;base64,…` */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Characters in the picture. */
  length: z.number().int(),
  expiresAt: z.string(),
});
export type CaptchaPicture = z.infer<typeof captchaPictureResponse>;
