// @vitest-environment happy-dom
import { MESSAGES } from "@odin/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "../../testing/fake-fetch";
import {
  OTP_SENT,
  press,
  problem,
  type Routes,
  renderModal,
  startEachTestAfresh,
  TOKENS,
  toastText,
  type,
} from "../../testing/login-modal-kit";
import { emptyFields, emptyRegistration, FIELD_ORDER, registrationProblems } from "./registration-rules";

startEachTestAfresh();

const phone605 = () => problem(403, "605", MESSAGES.registration.verifyPhone, { mobileNumber: "9876543210" });

/** Enters an unknown phone on the entry view and arrives at registrationV2. */
async function registrationForm(routes: Routes = {}) {
  const kit = renderModal({
    routes: {
      "/api/user/exists": () => jsonResponse(200, { mobileNumberPresent: false, emailIdPresent: false }),
      "/api/user/password-rule": () =>
        jsonResponse(200, {
          data: { regex: "^(?=.*\\d)\\S{10,}$", errorMessage: "Use 10 characters with a digit." },
        }),
      ...routes,
    },
  });
  type("Mobile number or e-mail", "9876543210");
  await press("Continue");
  await screen.findByRole("heading", { name: "Sign up" });
  await waitFor(() => expect(kit.server.callsTo("/api/user/password-rule")).toHaveLength(1));
  return kit;
}

function fillForm(password = "longpassword1") {
  type("Name", "Asha Rao");
  fireEvent.change(screen.getByLabelText("Gender"), { target: { value: "FEMALE" } });
  type("E-mail", "asha@example.com");
  type("Password", password);
}

describe("registrationV2", () => {
  it("has the spec's fields, the gender placeholder first, and the phone carried over", async () => {
    await registrationForm();
    const gender = screen.getByLabelText("Gender") as HTMLSelectElement;
    expect([...gender.options].map((option) => option.textContent)).toEqual([
      "Select Gender",
      "Male",
      "Female",
      "Other",
    ]);
    expect((screen.getByLabelText("Mobile number") as HTMLInputElement).value).toBe("9876543210");
    expect(screen.getByLabelText("Mobile number").getAttribute("maxlength")).toBe("10");
    expect(screen.getByRole("button", { name: "VERIFY" })).toBeTruthy();
  });

  it("refuses empty and invalid fields with the form-error toast and the field messages", async () => {
    const { server } = await registrationForm();
    await press("VERIFY");
    expect(toastText()).toBe(MESSAGES.registration.formError);
    expect(screen.getByText(MESSAGES.registration.invalidGender)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    fillForm("short1");
    await press("VERIFY");
    // The server's rule replaced the default one.
    expect(screen.getByText("Use 10 characters with a digit.")).toBeTruthy();
    expect(server.callsTo("/api/user/register")).toHaveLength(0);
  });

  it("on 605 sends a registration OTP with a solved captcha, then registers with the code and signs in", async () => {
    const { server, onClosed } = await registrationForm({
      "/api/user/register": phone605,
      "/api/otp/generate": () => jsonResponse(200, OTP_SENT),
      "/api/user/register/otp": () => jsonResponse(200, { ...TOKENS, registered: true }),
    });
    fillForm();
    await press("VERIFY");
    await screen.findByLabelText("Enter OTP");
    expect(server.callsTo("/api/user/register")[0]?.body).toEqual({
      name: "Asha Rao",
      gender: "FEMALE",
      email: "asha@example.com",
      mobileNumber: "9876543210",
      password: "longpassword1",
    });
    await waitFor(() => expect(server.callsTo("/api/otp/generate")).toHaveLength(1));
    expect(server.callsTo("/api/otp/generate")[0]?.body).toEqual({
      mobileNumber: "9876543210",
      countryCallingCode: "+91",
      purpose: "registration",
      throughService: "flash",
      captchaToken: "captcha-token",
    });
    type("Enter OTP", "123456");
    await press("VERIFY");
    expect(server.callsTo("/api/user/register/otp")[0]?.body).toMatchObject({
      userDetails: {
        emailId: "asha@example.com",
        firstName: "Asha Rao",
        mobileNumber: "9876543210",
        countryCallingCode: "+91",
        gender: "FEMALE",
        userType: "END_USER",
      },
      otpDetails: { sessionID: "otp-session-1", passPhrase: "123456" },
    });
    expect(onClosed).toHaveBeenCalled();
    expect(window.dataLayer).toContainEqual({ event: "signup", method: "registration" });
    expect(toastText()).toBe(MESSAGES.registration.success);
  });

  it("Back from the OTP returns to the form with its values; Back from the form to loginSubV2", async () => {
    await registrationForm({
      "/api/user/register": phone605,
      "/api/otp/generate": () => jsonResponse(200, OTP_SENT),
    });
    fillForm();
    await press("VERIFY");
    await screen.findByLabelText("Enter OTP");
    await press("Back");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Asha Rao");
    await press("Back");
    expect(screen.getByRole("heading", { name: "Login or Sign up" })).toBeTruthy();
  });

  it("shows the server's 'already exists' message, or the default one", async () => {
    let answer = () => problem(409, "USER_ALREADY_EXISTS", "This e-mail already has an account.");
    await registrationForm({ "/api/user/register": () => answer() });
    fillForm();
    await press("VERIFY");
    expect(screen.getByRole("alert").textContent).toBe("This e-mail already has an account.");
    answer = () => jsonResponse(409, { errors: [{ status: 409, code: "USER_ALREADY_EXISTS", detail: "" }] });
    await press("VERIFY");
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.registration.userAlreadyExists);
  });

  it("sends the captcha with the form itself when OTP on registration is off", async () => {
    const kit = renderModal({
      request: { view: "registrationV2" },
      settings: { flags: { otpOnRegistration: false } },
      routes: { "/api/user/register": () => jsonResponse(200, { ...TOKENS, registered: true }) },
    });
    fillForm();
    type("Mobile number", "9876543210");
    await press("VERIFY");
    expect(kit.server.callsTo("/api/user/register")[0]?.body).toMatchObject({
      captchaToken: "captcha-token",
    });
    expect(kit.onClosed).toHaveBeenCalled();
  });
});

describe("v1 register", () => {
  it("highlights the empty name, mobile, e-mail and password fields", async () => {
    renderModal({ request: { view: "register" }, settings: { version: "v1" } });
    expect(screen.queryByLabelText("Gender")).toBeNull();
    type("E-mail", "asha@example.com");
    await press("VERIFY");
    const invalid = (label: string) => screen.getByLabelText(label).getAttribute("aria-invalid");
    expect([invalid("Name"), invalid("Mobile number"), invalid("Password")]).toEqual([
      "true",
      "true",
      "true",
    ]);
    expect(invalid("E-mail")).toBeNull();
    expect(document.querySelectorAll(".field--invalid")).toHaveLength(3);
    expect(toastText()).toBe(MESSAGES.registration.formError);
  });
});

describe("registration rules", () => {
  it("checks each field in order, gender only with the gender field", () => {
    const fields = {
      ...emptyRegistration(),
      name: "Al",
      email: "x@y.in",
      password: "has space",
      mobileNumber: "12",
    };
    expect(registrationProblems(fields, { order: FIELD_ORDER.v2, withGender: true, rule: null })).toEqual({
      name: MESSAGES.registration.nameMinLength,
      gender: MESSAGES.registration.invalidGender,
      password: MESSAGES.password.noSpaceAllowed,
      mobileNumber: MESSAGES.login.enterValidPhone,
    });
    expect(
      registrationProblems(fields, { order: FIELD_ORDER.v1, withGender: false, rule: null }),
    ).not.toHaveProperty("gender");
    expect(emptyFields(emptyRegistration(), FIELD_ORDER.v1)).toEqual([
      "name",
      "mobileNumber",
      "email",
      "password",
    ]);
  });
});
