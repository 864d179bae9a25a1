import { describe, expect, it } from "vitest";
import {
  entryView,
  hidesCloseButton,
  initialLoginState,
  type LoginEvent,
  type LoginState,
  loginReducer,
  loginVersionOf,
  showsBackButton,
} from "./login-machine";
import { LOGIN_VIEWS, loginRequestFromFragment } from "./open-login";

const run = (state: LoginState, ...events: LoginEvent[]) => events.reduce(loginReducer, state);
const v2 = () => initialLoginState({}, "v2");
const checked = (identifier: string, exists: boolean, otpScreen = true): LoginEvent => ({
  type: "identifierChecked",
  identifier,
  exists,
  otpScreen,
});

describe("opening", () => {
  it("opens at the version's entry view, for no view and for either entry view", () => {
    expect(v2().view).toBe("loginSubV2");
    expect(initialLoginState({}, "v1").view).toBe("login");
    expect(initialLoginState({ view: "login" }, "v2").view).toBe("loginSubV2");
    expect(initialLoginState({ view: "loginSubV2" }, "v1").view).toBe("login");
    expect(entryView("v1")).toBe("login");
    expect(loginVersionOf(undefined)).toBe("v2");
    expect(loginVersionOf("v1")).toBe("v1");
    expect(loginVersionOf("v9")).toBe("v2");
  });

  it("opens loginOtp at the entry view: it needs an identifier found first", () => {
    expect(initialLoginState({ view: "loginOtp" }, "v2").view).toBe("loginSubV2");
  });

  it("opens the views that need nothing found first as asked", () => {
    for (const view of ["registrationV2", "forgotPasswordV2", "forgotPassword", "register"] as const) {
      expect(initialLoginState({ view }, "v2").view).toBe(view);
    }
  });

  it("opens missed from the social hand-off fragment with its token, provider and missing fields", () => {
    const request = loginRequestFromFragment(
      "#login=missed&socialToken=abc.def&missing=mobileNumber,emailId&provider=google",
    );
    expect(request).toEqual({
      view: "missed",
      params: { socialToken: "abc.def", missing: "mobileNumber,emailId", provider: "google" },
    });
    const state = initialLoginState(request ?? {}, "v2");
    expect(state.view).toBe("missed");
    expect(state.social).toEqual({
      token: "abc.def",
      provider: "google",
      missing: ["mobileNumber", "emailId"],
    });
    expect(hidesCloseButton(state)).toBe(true);
  });

  it("turns a missed hand-off without token or known fields into the social error view", () => {
    const handOffs: Record<string, string>[] = [
      { missing: "mobileNumber" },
      { socialToken: "t", missing: "shoeSize" },
    ];
    for (const params of handOffs) {
      const state = initialLoginState({ view: "missed", params: { ...params, provider: "facebook" } }, "v2");
      expect(state.view).toBe("socialLoginError");
      expect(state.failedProvider).toBe("facebook");
    }
  });

  it("opens socialLoginError from the fragment, with the close button hidden", () => {
    const state = initialLoginState(
      loginRequestFromFragment("#login=socialLoginError&provider=evil") ?? {},
      "v2",
    );
    expect(state.view).toBe("socialLoginError");
    expect(state.failedProvider).toBeUndefined();
    expect(hidesCloseButton(state)).toBe(true);
    expect(run(state, { type: "back" }).view).toBe("loginSubV2");
  });

  it("ignores fragments that are not a login view", () => {
    expect(loginRequestFromFragment("#reviews")).toBeUndefined();
    expect(loginRequestFromFragment("#login=admin")).toBeUndefined();
    expect(LOGIN_VIEWS).toHaveLength(10);
  });

  it("keeps the reset session of a resetPassword request", () => {
    expect(
      initialLoginState({ view: "resetPassword", params: { sessionId: "s1", type: "email" } }, "v2").reset,
    ).toEqual({ sessionId: "s1", type: "email" });
    expect(initialLoginState({ view: "resetPassword" }, "v2").reset).toBeUndefined();
  });
});

describe("loginSubV2 → loginOtp or registrationV2", () => {
  it("shows the OTP form first when an existing phone was given", () => {
    const state = run(v2(), checked(" 9876543210 ", true));
    expect(state).toMatchObject({
      view: "loginOtp",
      identifier: "9876543210",
      kind: "mobile",
      otpForm: true,
      otpFirst: true,
      otpMobile: "9876543210",
    });
    expect(showsBackButton(state)).toBe(true);
    expect(hidesCloseButton(state)).toBe(false);
  });

  it("shows the password form first for an e-mail, and for a phone while the OTP screen is off", () => {
    expect(run(v2(), checked("asha@example.com", true))).toMatchObject({
      view: "loginOtp",
      kind: "email",
      otpForm: false,
      otpMobile: "",
    });
    expect(run(v2(), checked("9876543210", true, false))).toMatchObject({
      otpForm: false,
      otpMobile: "9876543210",
    });
  });

  it("goes to registrationV2 with the identifier when it is not found", () => {
    const state = run(v2(), checked("new@example.com", false));
    expect(state).toMatchObject({ view: "registrationV2", identifier: "new@example.com", kind: "email" });
  });
});

describe("loginOtp", () => {
  it("toggles between the forms; Back from a toggled OTP form hides it, Back from the first form leaves", () => {
    const byMail = run(v2(), checked("9876543210", true, false));
    const toggled = run(byMail, { type: "showOtpForm" });
    expect(toggled.otpForm).toBe(true);
    expect(run(toggled, { type: "back" })).toMatchObject({ view: "loginOtp", otpForm: false });
    expect(run(byMail, { type: "back" })).toMatchObject({ view: "loginSubV2", identifier: "9876543210" });

    const phoneFirst = run(v2(), checked("9876543210", true));
    expect(run(phoneFirst, { type: "back" }).view).toBe("loginSubV2");
    const toPassword = run(phoneFirst, { type: "showPasswordForm" });
    expect(toPassword).toMatchObject({ otpForm: false, otpFirst: false });
    expect(run(toPassword, { type: "showOtpForm" }, { type: "back" })).toMatchObject({ otpForm: false });
  });

  it("has no OTP form without a phone number", () => {
    const byMail = run(v2(), checked("asha@example.com", true));
    expect(run(byMail, { type: "showOtpForm" }).otpForm).toBe(false);
  });

  it("switches to OTP entry for the number of a 605, and locks on 207 until the form changes", () => {
    const byMail = run(v2(), checked("asha@example.com", true));
    const verifying = run(byMail, { type: "phoneNotVerified", mobileNumber: "9123456789" });
    expect(verifying).toMatchObject({
      view: "loginOtp",
      otpForm: true,
      otpFirst: true,
      otpMobile: "9123456789",
      verifyingPhone: true,
    });
    const locked = run(verifying, { type: "accountLocked" });
    expect(locked.locked).toBe(true);
    expect(run(locked, { type: "showPasswordForm" }).locked).toBe(false);
  });

  it("goes to forgotPasswordV2 and back to the password form", () => {
    const forgot = run(v2(), checked("asha@example.com", true), { type: "forgotPassword" });
    expect(forgot.view).toBe("forgotPasswordV2");
    expect(showsBackButton(forgot)).toBe(false);
    expect(run(forgot, { type: "back" })).toMatchObject({
      view: "loginOtp",
      otpForm: false,
      identifier: "asha@example.com",
    });
  });
});

describe("registrationV2", () => {
  it("shows the OTP block on 605, Back returns to the form, Back again to loginSubV2", () => {
    const form = run(v2(), checked("9876543210", false));
    const otp = run(form, { type: "otpRequired", mobileNumber: "9876543210" });
    expect(otp).toMatchObject({ view: "registrationV2", otpStep: true, otpMobile: "9876543210" });
    const back = run(otp, { type: "back" });
    expect(back).toMatchObject({ view: "registrationV2", otpStep: false });
    expect(run(back, { type: "back" })).toMatchObject({ view: "loginSubV2", identifier: "9876543210" });
  });

  it("ignores otpRequired where no OTP block exists", () => {
    expect(run(v2(), { type: "otpRequired", mobileNumber: "9876543210" }).otpStep).toBe(false);
  });
});

describe("missed and the social error", () => {
  const missed = () =>
    initialLoginState(
      { view: "missed", params: { socialToken: "t", missing: "mobileNumber,emailId" } },
      "v2",
    );

  it("asks again for what is still missing, shows an OTP field on 605 and goes back to the fields", () => {
    expect(run(missed(), { type: "stillMissing", missing: ["emailId"] }).social?.missing).toEqual([
      "emailId",
    ]);
    const otp = run(missed(), { type: "otpRequired", mobileNumber: "9876543210" });
    expect(otp.otpStep).toBe(true);
    expect(showsBackButton(otp)).toBe(true);
    expect(run(otp, { type: "back" })).toMatchObject({ view: "missed", otpStep: false });
    expect(run(missed(), { type: "back" }).view).toBe("missed");
  });

  it("goes to socialLoginError on a social failure", () => {
    expect(run(missed(), { type: "socialLoginFailed", provider: "google" })).toMatchObject({
      view: "socialLoginError",
      failedProvider: "google",
      social: undefined,
    });
  });
});

describe("password reset and the v1 views", () => {
  it("returns to the login view after a reset", () => {
    expect(run(initialLoginState({ view: "resetPassword" }, "v2"), { type: "passwordReset" }).view).toBe(
      "loginSubV2",
    );
    expect(run(initialLoginState({ view: "resetPassword" }, "v1"), { type: "passwordReset" }).view).toBe(
      "login",
    );
  });

  it("links login, register and forgotPassword in v1", () => {
    const login = initialLoginState({}, "v1");
    const register = run(login, { type: "goTo", view: "register" });
    expect(register.view).toBe("register");
    expect(run(register, { type: "otpRequired", mobileNumber: "9876543210" }).otpStep).toBe(true);
    expect(run(register, { type: "back" }).view).toBe("login");
    const forgot = run(login, { type: "forgotPassword" });
    expect(forgot.view).toBe("forgotPassword");
    expect(run(forgot, { type: "back" }).view).toBe("login");
  });
});
