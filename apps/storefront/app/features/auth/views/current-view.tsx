import type { LoginView } from "../open-login";
import { ForgotPasswordView } from "./forgot-password-view";
import { IdentifierView } from "./identifier-view";
import { LoginOtpView } from "./login-otp-view";
import { MissedView } from "./missed-view";
import { RegistrationView } from "./registration-view";
import { ResetPasswordView, SocialErrorView } from "./social-views";
import { V1LoginView } from "./v1-login-view";

/** The component of each view of spec 1 §2's table. */
export function CurrentView({ view }: { view: LoginView }) {
  switch (view) {
    case "loginSubV2":
      return <IdentifierView />;
    case "loginOtp":
      return <LoginOtpView />;
    case "registrationV2":
      return <RegistrationView variant="v2" />;
    case "register":
      return <RegistrationView variant="v1" />;
    case "forgotPasswordV2":
      return <ForgotPasswordView askIdentifier={false} />;
    case "forgotPassword":
      return <ForgotPasswordView askIdentifier />;
    case "missed":
      return <MissedView />;
    case "socialLoginError":
      return <SocialErrorView />;
    case "resetPassword":
      return <ResetPasswordView />;
    case "login":
      return <V1LoginView />;
  }
}
