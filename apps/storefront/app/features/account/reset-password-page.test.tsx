// @vitest-environment happy-dom
import { DEFAULT_PASSWORD_RULE, fail, MESSAGES, ok, type PasswordRule } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createRoutesStub, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ResetPassword, { action, loader } from "../../routes/reset-password";
import { describedText } from "../../testing/described-by";
import { testLoadContext } from "../../testing/load-context";
import { OPEN_LOGIN_EVENT, type OpenLoginRequest } from "../auth/open-login";
import { ResetPasswordPage } from "./reset-password-page";

const LINK = "/reset-password?sessionId=session-123&type=email";

const HomePage = () => <p>home page</p>;

let rule: PasswordRule = DEFAULT_PASSWORD_RULE;
const reset = vi.fn();

function stub(loggedIn = false) {
  const services = {
    account: { passwordRule: () => rule },
    passwordReset: { reset },
  } as never;
  const { context } = testLoadContext({ services });
  const root = () => ({ loggedIn });
  return createRoutesStub(
    [
      {
        id: "root",
        loader: root,
        children: [
          { path: "/reset-password", Component: ResetPassword, loader, action },
          { path: "/", Component: HomePage },
        ],
      },
    ],
    context,
  );
}

let loginRequests: OpenLoginRequest[] = [];
const onOpenLogin = (event: Event) => loginRequests.push((event as CustomEvent<OpenLoginRequest>).detail);

beforeEach(() => {
  loginRequests = [];
  window.addEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
  reset.mockReset();
  reset.mockResolvedValue(ok({ message: "updated" }));
});

afterEach(() => {
  cleanup();
  window.removeEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
  rule = DEFAULT_PASSWORD_RULE;
});

async function renderPage(entry = LINK, loggedIn = false) {
  const Stub = stub(loggedIn);
  render(<Stub initialEntries={[entry]} />);
  await screen.findByRole("heading", { level: 1 });
}

const newPassword = () => screen.getByLabelText("New password") as HTMLInputElement;
const confirmPassword = () => screen.getByLabelText("Confirm password") as HTMLInputElement;
const submitButton = () => screen.getByRole("button", { name: "RESET PASSWORD" }) as HTMLButtonElement;

function fillAndSubmit(password: string, confirm: string) {
  fireEvent.input(newPassword(), { target: { value: password } });
  fireEvent.input(confirmPassword(), { target: { value: confirm } });
  fireEvent.click(submitButton());
}

describe("reset password page", () => {
  it("tells a logged-in shopper so instead of showing the form", async () => {
    await renderPage(LINK, true);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Reset password");
    expect(screen.getByRole("status").textContent).toBe("Hey, You are already Logged-In!!");
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("shows the generic reset error when the link has no sessionId", async () => {
    await renderPage("/reset-password");
    expect(screen.getByRole("alert").textContent).toBe("Failed to reset password. Please try again later.");
    expect(screen.queryByRole("button", { name: "RESET PASSWORD" })).toBeNull();
  });

  it("needs both fields, ties the message to each field and focuses the first", async () => {
    await renderPage();
    fillAndSubmit("", "");
    expect(describedText(newPassword())).toBe(MESSAGES.reset.nullPassword);
    expect(newPassword().getAttribute("aria-invalid")).toBe("true");
    expect(describedText(confirmPassword())).toContain(MESSAGES.reset.nullPassword);
    expect(document.activeElement).toBe(newPassword());
    expect(reset).not.toHaveBeenCalled();
  });

  it("checks the default rule, then the match, and clears a message once fixed", async () => {
    await renderPage();
    fillAndSubmit("short", "short");
    expect(describedText(newPassword())).toBe("Please enter at least 8 characters.");
    fireEvent.input(newPassword(), { target: { value: "has spaces in" } });
    expect(describedText(newPassword())).toBe("No Space Allowed");
    fireEvent.input(newPassword(), { target: { value: "longenough" } });
    expect(newPassword().getAttribute("aria-invalid")).toBeNull();
    expect(describedText(confirmPassword())).toContain("Passwords do not match");
    fireEvent.input(confirmPassword(), { target: { value: "longenough" } });
    expect(confirmPassword().getAttribute("aria-invalid")).toBeNull();
    expect(reset).not.toHaveBeenCalled();
  });

  it("uses the server's password rule in place of the default", async () => {
    rule = { regex: "^(?=.*\\d)\\S{8,}$", errorMessage: "Add at least one digit." };
    await renderPage();
    fillAndSubmit("longenough", "longenough");
    expect(describedText(newPassword())).toBe("Add at least one digit.");
  });

  it("blocks pasting into the confirm field and says so in its description", async () => {
    await renderPage();
    expect(fireEvent.paste(confirmPassword())).toBe(false);
    expect(fireEvent.paste(newPassword())).toBe(true);
    expect(describedText(confirmPassword())).toBe(
      "Pasting is turned off for this field: please type the password again.",
    );
  });

  it("shows and hides the passwords with one toggle", async () => {
    await renderPage();
    const toggle = screen.getByRole("checkbox", { name: "Show passwords" });
    expect(newPassword().type).toBe("password");
    fireEvent.click(toggle);
    expect(newPassword().type).toBe("text");
    expect(confirmPassword().type).toBe("text");
    fireEvent.click(toggle);
    expect(confirmPassword().type).toBe("password");
  });

  it("posts the link's sessionId to the action, then opens the login with the success toast on the home page", async () => {
    await renderPage();
    fillAndSubmit("longenough", "longenough");
    await screen.findByText("home page");
    expect(reset).toHaveBeenCalledWith({
      token: "session-123",
      newPassword: "longenough",
      ip: "203.0.113.7",
    });
    await waitFor(() =>
      expect(loginRequests).toEqual([{ toast: "Yay! Password is updated, please login to continue." }]),
    );
  });

  it.each([
    [
      "a used link",
      { status: 410, code: "302", detail: MESSAGES.reset.linkAlreadyUsed },
      MESSAGES.reset.linkAlreadyUsed,
    ],
    [
      "a link the server moved on",
      { status: 410, code: "302", detail: "This link has moved on." },
      "This link has moved on.",
    ],
    ["anything else", { status: 429, code: "RATE_LIMITED", detail: "x" }, MESSAGES.reset.genericError],
  ])("announces the refusal of %s and stays on the page", async (_name, problem, message) => {
    reset.mockResolvedValue(fail({ name: "refused", ...problem }));
    await renderPage();
    fillAndSubmit("longenough", "longenough");
    await waitFor(() => expect(screen.getByText(message).closest("[role=alert]")).not.toBeNull());
    expect(screen.queryByText("home page")).toBeNull();
    expect(loginRequests).toEqual([]);
    expect(submitButton().disabled).toBe(false);
  });
});

describe("the reset form before the page's scripts run", () => {
  it("is a plain form posting to the page, with the link's session id, enabled in the server's HTML", () => {
    const page = (
      <ResetPasswordPage loggedIn={false} link={{ sessionId: "session-123", type: "email" }} rule={rule} />
    );
    const router = createMemoryRouter([{ path: "/reset-password", element: page, action: () => null }], {
      initialEntries: [LINK],
    });
    const html = renderToString(<RouterProvider router={router} />);
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(html).toMatch(/<input type="hidden" name="intent" value="resetPassword"\/>/);
    expect(html).toMatch(/<input type="hidden" name="sessionId" value="session-123"\/>/);
    const submit = html.match(/<button[^>]*type="submit"[^>]*>/)?.[0] ?? "";
    expect(submit).not.toBe("");
    expect(submit).not.toContain("disabled");
  });

  it("answers a post made without scripts with the same rules and messages, and resets once", async () => {
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      const request = new Request("https://shop.example.in/reset-password", { method: "POST", body });
      const services = { account: { passwordRule: () => rule }, passwordReset: { reset } } as never;
      return action({ request, context: testLoadContext({ services }).context, params: {} } as never);
    };
    const short = (await post({ sessionId: "s-1", newPassword: "short", confirmPassword: "short" })) as never;
    expect(short).toMatchObject({
      data: {
        intent: "resetPassword",
        ok: false,
        fieldErrors: { password: "Please enter at least 8 characters." },
      },
      init: { status: 400 },
    });
    expect(reset).not.toHaveBeenCalled();
    const done = await post({ sessionId: "s-1", newPassword: "longenough", confirmPassword: "longenough" });
    expect(done).toMatchObject({
      data: { intent: "resetPassword", ok: true, message: MESSAGES.reset.success },
    });
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
