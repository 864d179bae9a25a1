// @vitest-environment happy-dom
import { MESSAGES } from "@odin/contracts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "../../testing/fake-fetch";
import {
  OTP_SENT,
  press,
  problem,
  renderModal,
  startEachTestAfresh,
  TOKENS,
  toastText,
  type,
} from "../../testing/login-modal-kit";
import { loginRequestFromFragment } from "./open-login";

startEachTestAfresh();

const missedRequest = (missing: string) =>
  loginRequestFromFragment(`#login=missed&socialToken=signed.token&missing=${missing}&provider=google`) ?? {};

describe("missed", () => {
  it("asks for the missing phone and e-mail, verifies the phone with an OTP on 605, then signs in", async () => {
    const { server, onClosed } = renderModal({
      request: missedRequest("mobileNumber,emailId"),
      routes: {
        "/api/user/missing-fields": (call) =>
          (call.body as { otpDetails?: unknown }).otpDetails
            ? jsonResponse(200, TOKENS)
            : problem(403, "605", "verify", { mobileNumber: "9876543210" }),
        "/api/otp/generate": () => jsonResponse(200, OTP_SENT),
      },
    });
    expect(screen.getByRole("heading", { name: "Complete your sign-up" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(screen.getByText(MESSAGES.social.missedMobile)).toBeTruthy();
    expect(screen.getByText(MESSAGES.social.missedEmail)).toBeTruthy();
    await press("CONTINUE");
    expect(screen.getByLabelText("Mobile number").getAttribute("aria-invalid")).toBe("true");
    type("Mobile number", "9876543210");
    type("E-mail", "asha@example.com");
    await press("CONTINUE");
    await screen.findByLabelText("Enter OTP");
    expect(server.callsTo("/api/user/missing-fields")[0]?.body).toEqual({
      socialToken: "signed.token",
      mobileNo: "9876543210",
      email: "asha@example.com",
    });
    await waitFor(() =>
      expect(server.callsTo("/api/otp/generate")[0]?.body).toMatchObject({
        purpose: "registration",
        captchaToken: "captcha-token",
      }),
    );
    type("Enter OTP", "5555");
    await press("CONTINUE");
    expect(server.callsTo("/api/user/missing-fields")[1]?.body).toEqual({
      socialToken: "signed.token",
      mobileNo: "9876543210",
      email: "asha@example.com",
      otpDetails: { sessionID: "otp-session-1", passPhrase: "5555" },
    });
    expect(onClosed).toHaveBeenCalled();
    expect(window.dataLayer).toContainEqual({ event: "signup", method: "social" });
  });

  it("asks again for a field the server still misses, and sends only what was missing", async () => {
    const { server } = renderModal({
      request: loginRequestFromFragment(
        "#login=missed&provider=facebook&missing=emailId&email=asha%40example.com&socialToken=signed.token",
      ),
      routes: { "/api/user/missing-fields": () => jsonResponse(200, { missingFields: ["mobileNumber"] }) },
    });
    expect(screen.queryByLabelText("Mobile number")).toBeNull();
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("asha@example.com");
    await press("CONTINUE");
    await screen.findByLabelText("Mobile number");
    expect(server.callsTo("/api/user/missing-fields")[0]?.body).toEqual({
      socialToken: "signed.token",
      email: "asha@example.com",
    });
  });

  it("goes to the social error view when the social sign-in expired", async () => {
    renderModal({
      request: missedRequest("emailId"),
      routes: { "/api/user/missing-fields": () => problem(401, "UNAUTHORIZED", "expired") },
    });
    type("E-mail", "asha@example.com");
    await press("CONTINUE");
    await screen.findByRole("heading", { name: "Social login failed" });
  });
});

describe("socialLoginError", () => {
  it("apologises with the provider's toast and goes back to login", async () => {
    renderModal({ request: loginRequestFromFragment("#login=socialLoginError&provider=google") ?? {} });
    expect(toastText()).toBe(MESSAGES.social.googleFailed);
    expect(screen.getByText(MESSAGES.social.errorScreen)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    await press("Back to login");
    expect(screen.getByRole("heading", { name: "Login or Sign up" })).toBeTruthy();
    cleanup();
    renderModal({ request: { view: "socialLoginError", params: { provider: "facebook" } } });
    expect(toastText()).toBe(MESSAGES.social.facebookCredentials);
    cleanup();
    renderModal({
      request: loginRequestFromFragment("#login=socialLoginError&provider=google&code=STAFF_USER") ?? {},
    });
    expect(toastText()).toBe(MESSAGES.session.staffLoggingOut);
  });
});

describe("forgot password", () => {
  it("v2 sends the link for the identifier as it opens and confirms with the server's message", async () => {
    const { server } = renderModal({
      routes: {
        "/api/user/exists": () => jsonResponse(200, { mobileNumberPresent: false, emailIdPresent: true }),
        "/api/user/forgot-password": () => jsonResponse(200, { type: "email", message: "Check your inbox." }),
      },
    });
    type("Mobile number or e-mail", "asha@example.com");
    await press("Continue");
    await screen.findByLabelText("Password");
    await press("Forgot password?");
    await screen.findByText("Check your inbox.");
    expect(server.callsTo("/api/user/forgot-password")).toHaveLength(1);
    expect(server.callsTo("/api/user/forgot-password")[0]).toMatchObject({
      body: { username: "asha@example.com", type: "email" },
      headers: expect.objectContaining({ "X-Channel": "WEB", "X-Communication-Type": "email" }),
    });
    await press("Back to login");
    expect(screen.getByLabelText("Password")).toBeTruthy();
  });

  it("v1 asks for the identifier; a failure shows the known detail or the default message", async () => {
    let answer = () => problem(400, "VALIDATION_FAILED", "That does not look right.");
    renderModal({
      request: { view: "forgotPassword" },
      routes: { "/api/user/forgot-password": () => answer() },
    });
    type("Mobile number or e-mail", "9876543210");
    await press("SEND RESET LINK");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("That does not look right."));
    answer = () => jsonResponse(500, {});
    await press("SEND RESET LINK");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(MESSAGES.forgotPassword.defaultError),
    );
  });
});

describe("resetPassword", () => {
  it("goes to the reset page with the link's session, and shows the generic error without one", async () => {
    const { router, onClosed } = renderModal({
      request: { view: "resetPassword", params: { sessionId: "abc", type: "email" } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/reset-password"));
    expect(router.state.location.search).toBe("?sessionId=abc&type=email");
    expect(onClosed).toHaveBeenCalled();
    cleanup();
    renderModal({ request: { view: "resetPassword" } });
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.reset.genericError);
  });
});
