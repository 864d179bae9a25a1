import type { CaptchaPicture } from "@odin/contracts";
import type { FormAnswer } from "../../../lib/form-answer";

/**
 * The `/login` page's forms (decision 54): each view is a `<form method="post">` to the page with a
 * hidden `intent`, answered by the route's action over the same services as the REST calls.
 */
export const LOGIN_INTENTS = {
  identify: "identify",
  password: "password",
  usePassword: "usePassword",
  sendOtp: "sendOtp",
  resendOtp: "resendOtp",
  verifyOtp: "verifyOtp",
  register: "register",
  registerOtp: "registerOtp",
  forgot: "forgot",
} as const;
export type LoginIntent = (typeof LOGIN_INTENTS)[keyof typeof LOGIN_INTENTS];

/** The fields' names, the same in every view. */
export const LOGIN_FIELDS = {
  next: "next",
  identifier: "identifier",
  password: "password",
  otp: "otp",
  sessionID: "sessionID",
  name: "name",
  gender: "gender",
  email: "email",
  mobileNumber: "mobileNumber",
  captchaToken: "captchaToken",
  /** The signed challenge of the picture the form showed, and the characters typed from it (decision 56). */
  captchaChallenge: "captchaChallenge",
  captchaAnswer: "captchaAnswer",
} as const;
export type LoginField = (typeof LOGIN_FIELDS)[keyof typeof LOGIN_FIELDS];

/** Which view the page shows: the modal's views (spec 1 §2), the code and the registration code as steps of their own. */
export type LoginStep = "identify" | "password" | "otp" | "register" | "registerOtp" | "forgot";

/** The views a link may open the page at (`/login?view=…`). */
export const LINKED_STEPS: readonly LoginStep[] = ["identify", "register", "forgot"];

/**
 * What the action answers: the form's answer, the view to show next, the code's session and, when the
 * form needs a captcha it came without, a picture of a short code to type (decision 56).
 */
export type LoginAnswer = FormAnswer<LoginField> & {
  step: LoginStep;
  sessionID?: string;
  captcha?: Pick<CaptchaPicture, "challenge" | "image" | "width" | "height" | "length">;
};
