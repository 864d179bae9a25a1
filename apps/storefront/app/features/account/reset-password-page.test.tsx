// @vitest-environment happy-dom
import { MESSAGES, routes } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describedText } from "../../testing/described-by";
import { errorResponseOf, fakeFetch, jsonResponse, type RecordedCall } from "../../testing/fake-fetch";
import { OPEN_LOGIN_EVENT, type OpenLoginRequest } from "../auth/open-login";
import type { ResetLink } from "./password-forms";
import { forgetPasswordRuleForTests } from "./password-rule";
import { ResetPasswordPage } from "./reset-password-page";

const RESET_PASSWORD_PATH = routes.resetPassword.path;

const LINK: ResetLink = { sessionId: "session-123", type: "email" };
let serverRule: { regex: string; errorMessage: string } | null = null;
let resetAnswer: () => Response = () => jsonResponse(200, { message: "updated" });

function answer(call: RecordedCall): Response {
  if (call.path === "/api/user/password-rule") {
    return serverRule ? jsonResponse(200, { data: serverRule }) : errorResponseOf(500);
  }
  if (call.path === RESET_PASSWORD_PATH) return resetAnswer();
  return errorResponseOf(404);
}

let api = fakeFetch(answer);
let loginRequests: OpenLoginRequest[] = [];
const onOpenLogin = (event: Event) => loginRequests.push((event as CustomEvent<OpenLoginRequest>).detail);

beforeEach(() => {
  api = fakeFetch(answer);
  vi.stubGlobal("fetch", api.fetch);
  loginRequests = [];
  window.addEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.removeEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
  forgetPasswordRuleForTests();
  serverRule = null;
  resetAnswer = () => jsonResponse(200, { message: "updated" });
});

function renderPage({ loggedIn = false, link = LINK }: { loggedIn?: boolean; link?: ResetLink } = {}) {
  const router = createMemoryRouter(
    [
      { path: "/reset-password", element: <ResetPasswordPage loggedIn={loggedIn} link={link} /> },
      { path: "/", element: <p>home page</p> },
    ],
    { initialEntries: ["/reset-password?sessionId=session-123&type=email"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const newPassword = () => screen.getByLabelText("New password") as HTMLInputElement;
const confirmPassword = () => screen.getByLabelText("Confirm password") as HTMLInputElement;
const submitButton = () => screen.getByRole("button", { name: "RESET PASSWORD" }) as HTMLButtonElement;

async function fillAndSubmit(password: string, confirm: string) {
  await waitFor(() => expect(submitButton().disabled).toBe(false));
  fireEvent.change(newPassword(), { target: { value: password } });
  fireEvent.change(confirmPassword(), { target: { value: confirm } });
  fireEvent.click(submitButton());
}

describe("reset password page", () => {
  it("tells a logged-in shopper so instead of showing the form", () => {
    renderPage({ loggedIn: true });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Reset password");
    expect(screen.getByRole("status").textContent).toBe("Hey, You are already Logged-In!!");
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("shows the generic reset error when the link has no sessionId", () => {
    renderPage({ link: { sessionId: null, type: null } });
    expect(screen.getByRole("alert").textContent).toBe("Failed to reset password. Please try again later.");
    expect(screen.queryByRole("button", { name: "RESET PASSWORD" })).toBeNull();
  });

  it("keeps the submit button disabled in the server's HTML, so nothing is posted before hydration", () => {
    const router = createMemoryRouter([
      { path: "/", element: <ResetPasswordPage loggedIn={false} link={LINK} /> },
    ]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).toContain('method="post"');
  });

  it("needs both fields, ties the message to each field and focuses the first", async () => {
    renderPage();
    await fillAndSubmit("", "");
    expect(describedText(newPassword())).toBe(MESSAGES.reset.nullPassword);
    expect(newPassword().getAttribute("aria-invalid")).toBe("true");
    expect(describedText(confirmPassword())).toContain(MESSAGES.reset.nullPassword);
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
      MESSAGES.reset.nullPassword,
    );
    expect(document.activeElement).toBe(newPassword());
    expect(api.callsTo(RESET_PASSWORD_PATH)).toHaveLength(0);
  });

  it("checks the default rule, then the match, and clears a message once fixed", async () => {
    renderPage();
    await fillAndSubmit("short", "short");
    expect(describedText(newPassword())).toBe("Please enter at least 8 characters.");
    fireEvent.change(newPassword(), { target: { value: "has spaces in" } });
    expect(describedText(newPassword())).toBe("No Space Allowed");
    fireEvent.change(newPassword(), { target: { value: "longenough" } });
    expect(newPassword().getAttribute("aria-invalid")).toBeNull();
    expect(describedText(confirmPassword())).toContain("Passwords do not match");
    fireEvent.change(confirmPassword(), { target: { value: "longenough" } });
    expect(confirmPassword().getAttribute("aria-invalid")).toBeNull();
    expect(api.callsTo(RESET_PASSWORD_PATH)).toHaveLength(0);
  });

  it("uses the server's password rule in place of the default", async () => {
    serverRule = { regex: "^(?=.*\\d)\\S{8,}$", errorMessage: "Add at least one digit." };
    renderPage();
    await waitFor(() => expect(api.callsTo("/api/user/password-rule")).toHaveLength(1));
    await fillAndSubmit("longenough", "longenough");
    await waitFor(() => expect(describedText(newPassword())).toBe("Add at least one digit."));
  });

  it("blocks pasting into the confirm field and says so in its description", async () => {
    renderPage();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(fireEvent.paste(confirmPassword())).toBe(false);
    expect(fireEvent.paste(newPassword())).toBe(true);
    expect(describedText(confirmPassword())).toBe(
      "Pasting is turned off for this field: please type the password again.",
    );
  });

  it("shows and hides the passwords with one toggle", async () => {
    renderPage();
    const toggle = screen.getByRole("checkbox", { name: "Show passwords" });
    expect(newPassword().type).toBe("password");
    fireEvent.click(toggle);
    expect(newPassword().type).toBe("text");
    expect(confirmPassword().type).toBe("text");
    fireEvent.click(toggle);
    expect(confirmPassword().type).toBe("password");
  });

  it("sends the link's sessionId and type, then opens the login with the success toast on the home page", async () => {
    const router = renderPage();
    await fillAndSubmit("longenough", "longenough");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const [call] = api.callsTo(RESET_PASSWORD_PATH);
    expect(call?.method).toBe("PUT");
    expect(call?.body).toEqual({ sessionId: "session-123", type: "email", newPassword: "longenough" });
    expect(call?.headers).toMatchObject({ "X-Channel": "WEB", "X-Communication-Type": "email" });
    expect(loginRequests).toEqual([{ toast: "Yay! Password is updated, please login to continue." }]);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it.each([
    [
      "a used link",
      () =>
        jsonResponse(410, { errors: [{ status: 410, code: "302", detail: MESSAGES.reset.linkAlreadyUsed }] }),
      "Sorry! the reset link is already used once. Please do forgot password again.",
    ],
    ["a 302", () => errorResponseOf(302, "This link has moved on."), "This link has moved on."],
    [
      "anything else",
      () => errorResponseOf(500, "boom"),
      "Failed to reset password. Please try again later.",
    ],
  ])("announces the failure for %s and stays on the page", async (_name, failure, message) => {
    resetAnswer = failure;
    const router = renderPage();
    await fillAndSubmit("longenough", "longenough");
    await waitFor(() => expect(screen.getByText(message).closest("[role=alert]")).not.toBeNull());
    expect(router.state.location.pathname).toBe("/reset-password");
    expect(loginRequests).toEqual([]);
    expect(submitButton().disabled).toBe(false);
  });
});
