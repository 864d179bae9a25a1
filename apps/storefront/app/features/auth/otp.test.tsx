// @vitest-environment happy-dom
import { MESSAGES } from "@odin/contracts";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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
  tokenRoute,
} from "../../testing/login-modal-kit";

startEachTestAfresh();
afterEach(() => {
  vi.useRealTimers();
});

const phoneRoutes = (routes: Routes = {}): Routes => ({
  "/api/user/exists": () => jsonResponse(200, { mobileNumberPresent: true, emailIdPresent: false }),
  "/api/otp/generate": () => jsonResponse(200, OTP_SENT),
  ...routes,
});

/** Lets the fake API's answers arrive while timers are fake. */
async function flush() {
  for (let turn = 0; turn < 5; turn += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Enters a phone on the entry view and arrives at the OTP form. */
async function otpForm(routes: Routes = {}, fake = false) {
  const kit = renderModal({ routes: phoneRoutes(routes) });
  fireEvent.input(screen.getByLabelText("Mobile number or e-mail"), { target: { value: "9876543210" } });
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  if (fake) await flush();
  else await screen.findByText("Resend OTP in 30s");
  return { ...kit, input: screen.getByLabelText("Enter OTP") as HTMLInputElement };
}

const submitButton = () => screen.getByRole("button", { name: "LOGIN" }) as HTMLButtonElement;
const enter = (input: HTMLInputElement, value: string) => fireEvent.input(input, { target: { value } });

describe("OTP form", () => {
  it("takes digits only and enables sign-in only at 4, 5 or 6 digits", async () => {
    const { input } = await otpForm();
    expect(input.getAttribute("inputmode")).toBe("numeric");
    enter(input, "12ab3");
    expect(input.value).toBe("123");
    expect(submitButton().disabled).toBe(true);
    for (const code of ["1234", "12345", "123456"]) {
      enter(input, code);
      expect(submitButton().disabled).toBe(false);
    }
    enter(input, "1234567");
    expect(input.value).toBe("123456");
  });

  it("counts down 30 s, then offers resend; resend clears the input and restarts the countdown", async () => {
    vi.useFakeTimers();
    const { input, server } = await otpForm(
      { "/api/otp/resend": () => jsonResponse(200, { ...OTP_SENT, sessionID: "otp-session-2" }) },
      true,
    );
    expect(screen.getByText("Resend OTP in 30s")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resend OTP" })).toBeNull();
    await advance(29_000);
    expect(screen.getByText("Resend OTP in 1s")).toBeTruthy();
    await advance(1_000);
    enter(input, "4321");
    fireEvent.click(screen.getByRole("button", { name: "Resend OTP" }));
    expect(input.value).toBe("");
    await flush();
    expect(server.callsTo("/api/otp/resend")[0]?.body).toEqual({
      sessionID: "otp-session-1",
      mobileNumber: "9876543210",
      throughService: "flash",
    });
    expect(screen.getByText("Resend OTP in 30s")).toBeTruthy();
  });

  it("on a resend error shows the server's detail for 3 s and keeps the resend button disabled", async () => {
    vi.useFakeTimers();
    await otpForm(
      { "/api/otp/resend": () => problem(429, "RATE_LIMITED", "Too many OTPs. Please wait.") },
      true,
    );
    await advance(30_000);
    fireEvent.click(screen.getByRole("button", { name: "Resend OTP" }));
    await flush();
    expect(toastText()).toBe("Too many OTPs. Please wait.");
    expect((screen.getByRole("button", { name: "Resend OTP" }) as HTMLButtonElement).disabled).toBe(true);
    await advance(3_000);
    expect(toastText()).toBe("");
    expect((screen.getByRole("button", { name: "Resend OTP" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("signs in with the code", async () => {
    const { input, server, onClosed } = await otpForm({
      "/auth/token": tokenRoute({ otp: () => jsonResponse(200, TOKENS) }),
    });
    enter(input, "246810");
    await press("LOGIN");
    expect(onClosed).toHaveBeenCalled();
    expect(server.callsTo("/auth/token")[0]?.body).toEqual({
      grant_type: "otp",
      mobileNumber: { mobileNumber: "9876543210", countryCallingCode: "+91" },
      otpDetails: { sessionID: "otp-session-1", passPhrase: "246810" },
    });
  });

  it("shows a wrong code's detail, and disables sign-in for good on 207", async () => {
    let answer = () => problem(401, "OTP_INVALID", MESSAGES.otp.invalidCheckAgain);
    const { input } = await otpForm({ "/auth/token": () => answer() });
    enter(input, "1111");
    await press("LOGIN");
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.otp.invalidCheckAgain);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    answer = () => problem(403, "207", "Your account is locked.");
    await press("LOGIN");
    expect(screen.getByRole("alert").textContent).toBe("Your account is locked.");
    enter(input, "2222");
    expect(submitButton().disabled).toBe(true);
  });

  it("shows the flash-error toast when the code cannot be sent, and sends again from the resend link", async () => {
    let fail = true;
    const { server } = renderModal({
      routes: phoneRoutes({
        "/api/otp/generate": () => (fail ? jsonResponse(500, {}) : jsonResponse(200, OTP_SENT)),
      }),
    });
    fireEvent.input(screen.getByLabelText("Mobile number or e-mail"), { target: { value: "9876543210" } });
    await press("Continue");
    await waitFor(() => expect(toastText()).toBe(MESSAGES.otp.flashErrorVerified));
    fail = false;
    await press("Resend OTP");
    await screen.findByText("Resend OTP in 30s");
    expect(server.callsTo("/api/otp/generate")).toHaveLength(2);
  });
});
