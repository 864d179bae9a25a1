import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The expected failures of registration (decision 0020). */
export const registrationProblems = defineProblems({
  /** The password breaks the configured rule, else the default one (spec 1 §5). */
  passwordRule: (detail: string) => ({ code: ERROR_CODES.validation, detail }),
  /** An e-mail or phone of an account; without data when a concurrent registration won. */
  alreadyExists: (data?: { emailIdPresent: boolean; mobileNumberPresent: boolean }) => ({
    code: ERROR_CODES.userAlreadyExists,
    detail: MESSAGES.registration.userAlreadyExists,
    ...(data ? { data } : {}),
  }),
  /** Code 605 (spec 1 §4, §8): the browser sends a registration OTP to `data.mobileNumber` and repeats on /register/otp. */
  phoneNotVerified: (mobileNumber: string) => ({
    code: ERROR_CODES.phoneNotVerified,
    detail: MESSAGES.registration.verifyPhone,
    data: { mobileNumber },
  }),
  captchaRequired: () => ({ code: ERROR_CODES.captchaRequired, detail: MESSAGES.login.captchaRequired }),
  captchaFailed: () => ({ code: ERROR_CODES.captchaFailed, detail: MESSAGES.login.captchaFailed }),
  /** A SOCIAL_USER body of /register/otp without its token or provider. */
  socialDetailsMissing: () => ({
    code: ERROR_CODES.validation,
    detail: "A SOCIAL_USER registration needs its socialToken and socialIdentityProvider.",
  }),
  /** Social bodies while the social module is not wired. */
  socialUnavailable: () => ({ code: ERROR_CODES.notImplemented, detail: MESSAGES.generic.oopsTryLater }),
});

export type RegistrationProblem = ProblemName<typeof registrationProblems>;
