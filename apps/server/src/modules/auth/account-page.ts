import {
  type CaptchaPicture,
  COUNTRY_CALLING_CODE,
  identifierKind,
  ok,
  type RegisterRequest,
  type Result,
  type StorefrontServices,
} from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { AuthService } from "./auth.service";
import { clearTokenCookies, setTokenCookies } from "./auth-cookies";
import type { SignInGrants } from "./grants";
import type { IssuedTokens } from "./sessions";

/** A new account as the registration service takes it (spec 1 §3). */
interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  password: string;
  gender?: RegisterRequest["gender"];
}

/**
 * The other doors of sign-in that the `/login` page uses (decision 54): registration and password
 * recovery live in their own modules, so the host passes their service calls in; and the captcha's
 * picture, for a form that came without scripts (decision 56).
 */
export interface SignInDoors {
  grants: Pick<SignInGrants, "of">;
  register(input: NewAccount & { captchaToken?: string }): Promise<Result<IssuedTokens>>;
  registerWithOtp(
    input: NewAccount & { otpDetails?: { sessionID: string; passPhrase: string } },
  ): Promise<Result<IssuedTokens>>;
  forgotPassword(input: { identifier: string; ip: string }): Promise<Result<{ message: string }>>;
  /** A picture of a short code, for a form that needs the captcha and came without scripts (decision 56). */
  captchaPicture(): Promise<CaptchaPicture>;
}

/** "Jane Mary Doe" → first name "Jane", last name "Mary Doe", as `POST /api/user/register` splits it. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/ +/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The account calls of server-rendered pages and their form actions (decision 26): the same auth
 * service as `GET /api/user/account` and `PUT /api/user/{userId}/password`, acting for the shopper
 * the page request's cookies name. A changed password starts a new sign-in whose token cookies go
 * out on this request's answer, as the REST route sets them on its own. The `/login` page's sign-ins
 * (decision 54) answer the same way: the tokens go out as cookies, a refusal of 401 or 403 clears
 * stale ones, as `POST /auth/token` does.
 */
export function accountPage(auth: AuthService, doors: SignInDoors) {
  return ({ request, reply }: PageRequest): StorefrontServices["account"] => {
    const signedIn = (result: Result<IssuedTokens>): Result<void> => {
      if (!result.ok) {
        const { status } = result.problem;
        if (status === 401 || status === 403) clearTokenCookies(request, reply);
        return result;
      }
      setTokenCookies(request, reply, result.value);
      return ok();
    };
    const account = ({
      name,
      email,
      mobileNumber,
      password,
      gender,
    }: Omit<RegisterRequest, "captchaToken">) => ({
      ...splitName(name),
      email,
      mobileNumber,
      password,
      ...(gender ? { gender } : {}),
    });
    return {
      details: (shopper) => auth.account(shopper.userId),
      passwordRule: () => auth.passwordRule(),
      async changePassword(shopper, input) {
        const changed = await auth.changePassword({
          userId: shopper.userId,
          accountId: shopper.userId,
          ...input,
        });
        if (!changed.ok) return changed;
        setTokenCookies(request, reply, changed.value);
        return ok();
      },
      async userExists(identifier) {
        const value = identifier.trim();
        const email = identifierKind(value) === "email";
        const taken = await auth.userExists(email ? { emailId: value } : { mobileNumber: value });
        return email ? taken.emailIdPresent : taken.mobileNumberPresent;
      },
      async signInWithPassword(input) {
        return signedIn(await auth.passwordSignIn({ ...input, ip: request.ip }));
      },
      async signInWithOtp({ mobileNumber, sessionID, passPhrase }) {
        const grant = doors.grants.of("otp");
        if (!grant) throw new Error("The otp grant is not provided");
        const body = {
          grant_type: "otp" as const,
          mobileNumber: { mobileNumber, countryCallingCode: COUNTRY_CALLING_CODE },
          otpDetails: { sessionID, passPhrase },
        };
        return signedIn(await grant.signIn(body, request));
      },
      async register({ captchaToken, ...fields }) {
        const result = await doors.register({
          ...account(fields),
          ...(captchaToken ? { captchaToken } : {}),
        });
        return result.ok ? signedIn(result) : result;
      },
      async registerWithOtp({ otpDetails, ...fields }) {
        const result = await doors.registerWithOtp({ ...account(fields), otpDetails });
        return result.ok ? signedIn(result) : result;
      },
      forgotPassword: (identifier) => doors.forgotPassword({ identifier, ip: request.ip }),
      captchaPicture: () => doors.captchaPicture(),
    };
  };
}
