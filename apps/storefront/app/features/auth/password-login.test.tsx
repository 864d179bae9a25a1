// @vitest-environment happy-dom
import { LABELS, MESSAGES, STORAGE_KEYS } from "@odin/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorResponseOf, jsonResponse, storages } from "../../testing/fake-fetch";
import {
  OTP_SENT,
  press,
  problem,
  renderModal,
  startEachTestAfresh,
  TOKENS,
  toastText,
  tokenRoute,
  type,
} from "../../testing/login-modal-kit";
import { onAfterLogin } from "./after-login";
import type { CaptchaSolver } from "./captcha";
import { sessionLoggedIn } from "./session-store";

startEachTestAfresh();

const knownEmail = {
  "/api/user/exists": () => jsonResponse(200, { mobileNumberPresent: false, emailIdPresent: true }),
};

/** Opens the password form for asha@example.com. */
async function passwordForm(options: Parameters<typeof renderModal>[0] = {}) {
  const kit = renderModal({ ...options, routes: { ...knownEmail, ...options.routes } });
  type("Mobile number or e-mail", "asha@example.com");
  await press("Continue");
  await screen.findByLabelText("Password");
  return kit;
}

async function login(password = "secret-123") {
  type("Password", password);
  await press("LOGIN");
}

describe("password sign-in", () => {
  it("logs in: closes, marks logged in, keeps the account items (never tokens), resets the counter, runs the hooks, goes to the destination", async () => {
    const hook = vi.fn();
    const removeHook = onAfterLogin(hook);
    const { server, storage, onClosed, router } = await passwordForm({
      request: { destination: "/checkout" },
      path: "/products",
      routes: { "/auth/token": tokenRoute({ password: () => jsonResponse(200, TOKENS) }) },
    });
    storage.local.setItem(STORAGE_KEYS.failedLoginCount, "3");
    await login();
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    expect(server.callsTo("/auth/token")[0]).toMatchObject({
      body: { grant_type: "password", username: "asha@example.com", password: "secret-123" },
      headers: expect.objectContaining({ "X-Channel": "WEB" }),
    });
    expect(sessionLoggedIn()).toBe(true);
    expect(storage.local.getItem(STORAGE_KEYS.userName)).toBe("Asha");
    expect(storage.local.getItem(STORAGE_KEYS.custEmail)).toBe("asha@example.com");
    expect(storage.local.getItem(STORAGE_KEYS.userEmail)).toBe("asha@example.com");
    expect(storage.local.getItem(STORAGE_KEYS.mobileNumber)).toBe("9876543210");
    expect(storage.local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.failedLoginCount)).toBeNull();
    expect(storage.session.getItem(STORAGE_KEYS.goToRouteOnLogin)).toBeNull();
    expect(hook).toHaveBeenCalledWith({ pathname: "/products", onCheckoutPath: false, registered: false });
    expect(window.dataLayer).toContainEqual({ event: "login", method: "password" });
    removeHook();
  });

  it("shows errors[0].detail for a known status, the default message otherwise, and counts each failure", async () => {
    let answer = () => problem(401, "INVALID_CREDENTIALS", MESSAGES.login.invalidCredentials);
    const { storage } = await passwordForm({ routes: { "/auth/token": () => answer() } });
    await login();
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.login.invalidCredentials);
    expect(toastText()).toBe(MESSAGES.login.invalidCredentials);
    expect(storage.local.getItem(STORAGE_KEYS.failedLoginCount)).toBe("1");
    answer = () => problem(503, "DOWN", "upstream said no");
    await login();
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.login.defaultError);
    expect(storage.local.getItem(STORAGE_KEYS.failedLoginCount)).toBe("2");
    answer = () => problem(429, "BLOCKED_IP", MESSAGES.generic.blockedIp);
    await login();
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.generic.blockedIp);
    answer = () => jsonResponse(200, {});
    await login();
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.login.invalidData);
  });

  it("asks for the password before calling", async () => {
    const { server } = await passwordForm();
    await press("LOGIN");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(server.callsTo("/auth/token")).toHaveLength(0);
  });

  it("shows and hides the password", async () => {
    await passwordForm();
    const field = screen.getByLabelText("Password") as HTMLInputElement;
    expect(field.type).toBe("password");
    await press("Show password");
    expect(field.type).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" }).getAttribute("aria-pressed")).toBe("true");
  });
});

describe("failed-login counter and captcha", () => {
  it("at 5 failures needs the captcha: the button waits for it, the token goes with the login", async () => {
    let release: (token: string | undefined) => void = () => undefined;
    const solveCaptcha: CaptchaSolver = () => new Promise((resolve) => (release = resolve));
    const local = storages().local;
    local.setItem(STORAGE_KEYS.failedLoginCount, "5");
    const { server, storage } = await passwordForm({
      local,
      solveCaptcha,
      routes: { "/auth/token": tokenRoute({ password: () => jsonResponse(200, TOKENS) }) },
    });
    const button = screen.getByRole("button", { name: "LOGIN" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(LABELS.loginModal.captchaChecking)).toBeTruthy();
    release("solved-captcha");
    await waitFor(() => expect(button.disabled).toBe(false));
    // Spec 1 §4: a solved captcha clears the counter.
    expect(storage.local.getItem(STORAGE_KEYS.failedLoginCount)).toBeNull();
    await login();
    expect(server.callsTo("/auth/token")[0]?.body).toMatchObject({ captchaToken: "solved-captcha" });
  });

  it("turns the captcha on when the server says so, and offers a retry when solving fails", async () => {
    let attempts = 0;
    const solveCaptcha: CaptchaSolver = async () => (++attempts === 1 ? undefined : `token-${attempts}`);
    const { server } = await passwordForm({
      solveCaptcha,
      routes: {
        "/auth/token": (call) =>
          (call.body as { captchaToken?: string }).captchaToken
            ? jsonResponse(200, TOKENS)
            : problem(403, "CAPTCHA_REQUIRED", MESSAGES.login.captchaRequired, { captchaRequired: true }),
      },
    });
    await login();
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.login.captchaRequired);
    await screen.findByText(MESSAGES.login.captchaFailed);
    expect((screen.getByRole("button", { name: "LOGIN" }) as HTMLButtonElement).disabled).toBe(true);
    await press("Try the check again");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "LOGIN" }) as HTMLButtonElement).disabled).toBe(false),
    );
    await login();
    expect(server.callsTo("/auth/token")[1]?.body).toMatchObject({ captchaToken: "token-2" });
  });

  it("leaves the captcha off below the maximum and when the flag is off", async () => {
    const local = storages().local;
    local.setItem(STORAGE_KEYS.failedLoginCount, "9");
    await passwordForm({ local, settings: { flags: { captchaOnLogin: false } } });
    expect((screen.getByRole("button", { name: "LOGIN" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("605 and role refusals", () => {
  it("switches to OTP entry for the phone of a 605", async () => {
    const { server } = await passwordForm({
      routes: {
        "/auth/token": () => problem(403, "605", "verify", { mobileNumber: "9123456789" }),
        "/api/otp/generate": () => jsonResponse(200, OTP_SENT),
      },
    });
    await login();
    await screen.findByLabelText("Enter OTP");
    expect(screen.getByText("Enter the OTP we sent to 9123456789")).toBeTruthy();
    expect(server.callsTo("/api/otp/generate")[0]?.body).toMatchObject({
      mobileNumber: "9123456789",
      purpose: "login",
      throughService: "flash",
    });
    expect(screen.queryByRole("button", { name: "Login with password" })).toBeNull();
  });

  it("logs a staff user out with the staff toast and closes", async () => {
    const { server, onClosed, storage } = await passwordForm({
      routes: { "/auth/token": () => problem(403, "STAFF_USER", MESSAGES.session.staffLoggingOut) },
    });
    storage.local.setItem(STORAGE_KEYS.guestCart, "[1]");
    await login();
    expect(onClosed).toHaveBeenCalled();
    await waitFor(() => expect(server.callsTo("/auth/logout")).toHaveLength(1));
    expect(toastText()).toBe(MESSAGES.session.staffLoggingOut);
    expect(document.querySelector(".toast--danger")).toBeTruthy();
    await waitFor(() => expect(storage.local.getItem(STORAGE_KEYS.guestCart)).toBeNull());
  });

  it("refuses a business account with its toast, keeping nothing", async () => {
    const { server, onClosed, storage } = await passwordForm({
      routes: { "/auth/token": () => problem(403, "BUSINESS_USER", "refused") },
    });
    await login();
    expect(toastText()).toBe(MESSAGES.session.businessUserRefused);
    expect(onClosed).not.toHaveBeenCalled();
    expect(server.callsTo("/auth/logout")).toHaveLength(0);
    expect(storage.local.getItem(STORAGE_KEYS.userName)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.failedLoginCount)).toBeNull();
  });
});

describe("v1 login", () => {
  it("has identifier and password on one form and links to register and forgot password", async () => {
    const { server } = renderModal({
      settings: { version: "v1" },
      routes: { "/auth/token": () => errorResponseOf(401, MESSAGES.login.invalidCredentials) },
    });
    expect(screen.getByRole("heading", { name: "Login" })).toBeTruthy();
    type("Mobile number or e-mail", "9876543210");
    await login("whatever1");
    expect(server.callsTo("/auth/token")[0]?.body).toMatchObject({
      username: "9876543210",
      countryCallingCode: "+91",
    });
    await press("New here? Sign up");
    expect(screen.getByRole("heading", { name: "Sign up" })).toBeTruthy();
    await press("Already have an account? Login");
    await press("Forgot password?");
    expect(screen.getByRole("heading", { name: "Forgot password" })).toBeTruthy();
  });
});
