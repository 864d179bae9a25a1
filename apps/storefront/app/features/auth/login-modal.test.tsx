// @vitest-environment happy-dom
import { MESSAGES, STORAGE_KEYS } from "@odin/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { modalDialogs, pageScrollLocked, pressEscape } from "../../testing/dialog";
import { jsonResponse } from "../../testing/fake-fetch";
import {
  dialog,
  press,
  renderModal,
  startEachTestAfresh,
  toastText,
  trackedEvents,
  type,
} from "../../testing/login-modal-kit";

startEachTestAfresh();

const exists = (mobileNumberPresent: boolean, emailIdPresent: boolean) => () =>
  jsonResponse(200, { mobileNumberPresent, emailIdPresent });

describe("the dialog", () => {
  it("is a modal dialog named by its heading, with labelled fields, focus inside and the page locked", () => {
    renderModal();
    const modal = dialog();
    expect(modalDialogs()).toEqual([modal]);
    const heading = screen.getByRole("heading", { name: "Login or Sign up" });
    expect(modal.getAttribute("aria-labelledby")).toBe(heading.id);
    const field = screen.getByLabelText("Mobile number or e-mail");
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    expect(pageScrollLocked()).toBe(true);
    expect(trackedEvents()).toContain("login_open");
  });

  it("closes on Escape with a cancel event, returns focus to the opener and forgets the destination", async () => {
    const { onClosed, opener, storage } = renderModal({ request: { destination: "/checkout" } });
    expect(storage.session.getItem(STORAGE_KEYS.goToRouteOnLogin)).toBe("/checkout");
    pressEscape(dialog());
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(window.dataLayer).toContainEqual({ event: "login_cancel", view: "loginSubV2" });
    expect(storage.session.getItem(STORAGE_KEYS.goToRouteOnLogin)).toBeNull();
    expect(pageScrollLocked()).toBe(false);
  });

  it("sends the browser to / when closing is prevented", async () => {
    const { router } = renderModal({ path: "/checkout", request: { preventClose: true } });
    await press("Close");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(trackedEvents()).toContain("login_cancel");
  });

  it("keeps Tab inside: from the last control to the first and back", () => {
    renderModal();
    const controls = [...dialog().querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input")];
    const first = controls[0] as HTMLElement;
    const last = controls[controls.length - 1] as HTMLElement;
    expect(first.getAttribute("aria-label")).toBe("Close");
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("shows the toast it was opened with (a finished password reset)", () => {
    renderModal({ request: { toast: MESSAGES.reset.success } });
    expect(toastText()).toBe(MESSAGES.reset.success);
  });
});

describe("loginSubV2", () => {
  it("checks the identifier with the spec's rules before asking the server", async () => {
    const { server } = renderModal();
    await press("Continue");
    expect(toastText()).toBe(MESSAGES.login.enterEmailOrPhone);
    const field = screen.getByLabelText("Mobile number or e-mail");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      MESSAGES.login.enterValidEmailOrPhone,
    );
    type("Mobile number or e-mail", "asha@example");
    await press("Continue");
    expect(screen.getByText(MESSAGES.login.invalidEmail)).toBeTruthy();
    type("Mobile number or e-mail", "5876543210");
    await press("Continue");
    expect(screen.getByText(MESSAGES.login.invalidPhone)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(server.calls).toHaveLength(0);
  });

  it("asks the server and goes to the OTP form first for a known phone", async () => {
    const { server } = renderModal({
      routes: {
        "/api/user/exists": exists(true, false),
        "/api/otp/generate": () =>
          jsonResponse(200, { sessionID: "s", resendAfterSeconds: 30, expiresInSeconds: 300 }),
      },
    });
    type("Mobile number or e-mail", "9876543210");
    await press("Continue");
    await screen.findByLabelText("Enter OTP");
    expect(server.callsTo("/api/user/exists")[0]?.body).toEqual({
      mobileNumber: { mobileNumber: "9876543210", countryCallingCode: "+91" },
    });
    expect(screen.getByRole("heading", { name: "Login" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Enter OTP"));
    expect(screen.getByRole("button", { name: "Login with password" })).toBeTruthy();
    await press("Login with password");
    expect(screen.getByLabelText("Password")).toBeTruthy();
    await press("Back");
    expect(screen.getByRole("heading", { name: "Login or Sign up" })).toBeTruthy();
  });

  it("goes to the password form for a known e-mail and to registration for an unknown one", async () => {
    const known = renderModal({ routes: { "/api/user/exists": exists(false, true) } });
    type("Mobile number or e-mail", "asha@example.com");
    await press("Continue");
    await screen.findByLabelText("Password");
    expect(known.server.callsTo("/api/user/exists")[0]?.body).toEqual({ emailId: "asha@example.com" });
    expect(screen.queryByRole("button", { name: "Login with OTP" })).toBeNull();
    cleanup();

    renderModal({ routes: { "/api/user/exists": exists(false, false) } });
    type("Mobile number or e-mail", "new@example.com");
    await press("Continue");
    await screen.findByRole("heading", { name: "Sign up" });
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("new@example.com");
  });

  it("shows a failed check in the form and as a toast", async () => {
    renderModal({ routes: { "/api/user/exists": () => jsonResponse(500, {}) } });
    type("Mobile number or e-mail", "asha@example.com");
    await press("Continue");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(MESSAGES.generic.somethingWentWrong),
    );
    expect(toastText()).toBe(MESSAGES.generic.somethingWentWrong);
  });

  it("offers Google and Facebook as GET forms that come back here, and the terms and privacy links", () => {
    renderModal({ path: "/products?f-co=Blue" });
    const google = screen.getByRole("button", { name: "Continue with Google" }).closest("form");
    expect(google?.getAttribute("method")).toBe("get");
    expect(google?.getAttribute("action")).toBe("/auth/social/google");
    expect(google?.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe(
      "/products?f-co=Blue",
    );
    const facebook = screen.getByRole("button", { name: "Continue with Facebook" }).closest("form");
    expect(facebook?.getAttribute("action")).toBe("/auth/social/facebook");
    expect(screen.getByRole("link", { name: /Terms of Use/ }).getAttribute("href")).toBe("/termsconditions");
    expect(screen.getByRole("link", { name: /Privacy Policy/ }).getAttribute("href")).toBe("/privacypolicy");
  });

  it("sends the social sign-in back to the destination, and hides the buttons when social login is off", () => {
    renderModal({ request: { destination: "/checkout" } });
    const input = document.querySelector<HTMLInputElement>('input[name="returnTo"]');
    expect(input?.value).toBe("/checkout");
    cleanup();
    renderModal({ settings: { flags: { socialLogin: false } } });
    expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull();
  });
});
