// @vitest-environment happy-dom
import type { AccountResponse } from "@odin/contracts";
import { routes } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describedText } from "../../testing/described-by";
import {
  deferred,
  errorResponseOf,
  fakeFetch,
  jsonResponse,
  type RecordedCall,
} from "../../testing/fake-fetch";
import { Toaster } from "../../ui/toast";
import { AccountPage } from "./account-page";
import { forgetPasswordRuleForTests } from "./password-rule";

const ACCOUNT_PATH = routes.account.path;

const ACCOUNT: AccountResponse = {
  userId: 42,
  userInfo: { firstName: "Asha", lastName: "Verma" },
  emails: [{ emailID: "asha@example.in", verified: true }],
  mobileNumbers: [{ type: "PRIMARY", phoneNumber: "9876543210", verified: false }],
  roles: ["ROLE_END_USER"],
};

let accountAnswer: () => Response | Promise<Response> = () => jsonResponse(200, ACCOUNT);
const changed = () =>
  jsonResponse(200, {
    access_token: "a",
    refresh_token: "r",
    token_type: "Bearer",
    expires_in: 900,
    passwordChanged: true,
  });
let passwordAnswer: () => Response = changed;

function answer(call: RecordedCall): Response | Promise<Response> {
  if (call.path === ACCOUNT_PATH) return accountAnswer();
  if (call.path === "/api/user/password-rule") return errorResponseOf(500);
  if (call.path === "/api/user/42/password") return passwordAnswer();
  return errorResponseOf(404);
}

let api = fakeFetch(answer);

beforeEach(() => {
  api = fakeFetch(answer);
  vi.stubGlobal("fetch", api.fetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetPasswordRuleForTests();
  accountAnswer = () => jsonResponse(200, ACCOUNT);
  passwordAnswer = changed;
});

function renderAccount() {
  const router = createMemoryRouter(
    [
      {
        path: "/account",
        element: (
          <>
            <AccountPage />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ["/account"] },
  );
  render(<RouterProvider router={router} />);
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function renderReady() {
  renderAccount();
  await screen.findByText("asha@example.in");
}

function fillPasswords(current: string, next: string, confirm: string) {
  fireEvent.change(field("Current password"), { target: { value: current } });
  fireEvent.change(field("New password"), { target: { value: next } });
  fireEvent.change(field("Confirm password"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "CHANGE PASSWORD" }));
}

describe("account page, My Information", () => {
  it("shows a loading state, then the name, e-mail and mobile number with their verified state", async () => {
    const held = deferred<Response>();
    accountAnswer = () => held.promise;
    renderAccount();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("My Account");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("My Information");
    expect(screen.getByText("Loading your details…").getAttribute("role")).toBe("status");

    held.resolve(jsonResponse(200, ACCOUNT));
    await screen.findByText("Asha Verma");
    const email = screen.getByText("asha@example.in").closest("dd") as HTMLElement;
    expect(within(email).getByText("Verified")).toBeTruthy();
    const mobile = screen.getByText("9876543210").closest("dd") as HTMLElement;
    expect(within(mobile).getByText("Not verified")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Change password");
    expect(api.callsTo(ACCOUNT_PATH)[0]?.credentials).toBe("include");
  });

  it("marks My Information as the current entry of the account menu", async () => {
    await renderReady();
    const menu = screen.getByRole("navigation", { name: "My Account" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["My Information"]);
    expect(links[0]?.getAttribute("aria-current")).toBe("page");
  });

  it("says 'Not added' when there is no mobile number", async () => {
    accountAnswer = () => jsonResponse(200, { ...ACCOUNT, mobileNumbers: [] });
    await renderReady();
    expect(screen.getByText("Not added")).toBeTruthy();
  });

  it("shows the server's message when the account cannot load, and tries again", async () => {
    accountAnswer = () => errorResponseOf(403, "This account cannot be used to shop here.");
    renderAccount();
    expect((await screen.findByRole("alert")).textContent).toBe("This account cannot be used to shop here.");
    expect(screen.queryByLabelText("Current password")).toBeNull();

    accountAnswer = () => jsonResponse(200, ACCOUNT);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Asha Verma");
    expect(api.callsTo(ACCOUNT_PATH)).toHaveLength(2);
  });

  it("falls back to the generic message for a malformed answer", async () => {
    accountAnswer = () => jsonResponse(200, { hello: "world" });
    renderAccount();
    expect((await screen.findByRole("alert")).textContent).toBe("Sorry, Something went wrong...");
  });
});

describe("change password form", () => {
  it("needs the current and the new password", async () => {
    await renderReady();
    fillPasswords("", "", "");
    expect(describedText(field("Current password"))).toBe("Please enter your current and new password.");
    expect(describedText(field("New password"))).toBe("Please enter your current and new password.");
    expect(document.activeElement).toBe(field("Current password"));
    expect(api.callsTo("/api/user/42/password")).toHaveLength(0);
  });

  it("checks the new password's rule and the confirmation", async () => {
    await renderReady();
    fillPasswords("old-password", "short", "short");
    expect(describedText(field("New password"))).toBe("Please enter at least 8 characters.");
    expect(document.activeElement).toBe(field("New password"));
    fillPasswords("old-password", "longenough", "different1");
    expect(describedText(field("Confirm password"))).toBe("Passwords do not match");
    expect(api.callsTo("/api/user/42/password")).toHaveLength(0);
  });

  it("changes the password, empties the form and confirms with a toast", async () => {
    await renderReady();
    fillPasswords("old-password", "longenough", "longenough");
    await waitFor(() =>
      expect(screen.getByText("Your password has been changed.").closest(".toaster")).not.toBeNull(),
    );
    const [call] = api.callsTo("/api/user/42/password");
    expect(call?.method).toBe("PUT");
    expect(call?.body).toEqual({ currentPassword: "old-password", newPassword: "longenough" });
    expect(field("Current password").value).toBe("");
    expect(field("New password").value).toBe("");
  });

  it("shows the server's detail for a wrong current password", async () => {
    passwordAnswer = () => errorResponseOf(400, "Your current password is not correct.");
    await renderReady();
    fillPasswords("wrong-password", "longenough", "longenough");
    const message = await screen.findByText("Your current password is not correct.");
    expect(message.closest("[role=alert]")).not.toBeNull();
    expect(field("Current password").value).toBe("wrong-password");
  });
});
