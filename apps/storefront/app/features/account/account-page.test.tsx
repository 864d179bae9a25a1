// @vitest-environment happy-dom
import { type AccountResponse, DEFAULT_PASSWORD_RULE, fail, MESSAGES, ok } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Account, { action, loader } from "../../routes/account";
import { describedText } from "../../testing/described-by";
import { testLoadContext } from "../../testing/load-context";
import { Toaster } from "../../ui/toast";

const SHOPPER = { userId: 42, roles: ["ROLE_END_USER"] };

const ACCOUNT: AccountResponse = {
  userId: 42,
  userInfo: { firstName: "Asha", lastName: "Verma" },
  emails: [{ emailID: "asha@example.in", verified: true }],
  mobileNumbers: [{ type: "PRIMARY", phoneNumber: "9876543210", verified: false }],
  roles: ["ROLE_END_USER"],
};

const details = vi.fn();
const changePassword = vi.fn();
const NO_POINTS = { brands: [], totals: { pointsEarned: 0, loyaltyValue: 0, loyaltyBalance: 0 } };
const loyalty = { points: vi.fn(async () => ok(NO_POINTS)), moreInfo: vi.fn() };
const services = {
  account: { details, changePassword, passwordRule: () => DEFAULT_PASSWORD_RULE },
  loyalty,
} as never;

beforeEach(() => {
  details.mockReset();
  details.mockResolvedValue(ok(ACCOUNT));
  changePassword.mockReset();
  changePassword.mockResolvedValue(ok());
});
afterEach(cleanup);

async function renderAccount() {
  const { context } = testLoadContext({ services, shopper: SHOPPER });
  const Stub = createRoutesStub([{ path: "/account", Component: Account, loader, action }], context);
  render(
    <>
      <Stub initialEntries={["/account"]} />
      <Toaster />
    </>,
  );
  await screen.findByText("asha@example.in");
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function fillPasswords(current: string, next: string, confirm: string) {
  fireEvent.input(field("Current password"), { target: { value: current } });
  fireEvent.input(field("New password"), { target: { value: next } });
  fireEvent.input(field("Confirm password"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "CHANGE PASSWORD" }));
}

describe("account page, My Information", () => {
  it("shows the name, e-mail and mobile number with their verified state, read on the server", async () => {
    await renderAccount();
    expect(details).toHaveBeenCalledWith(SHOPPER);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("My Account");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "My Information",
      "My Loyalty",
    ]);
    expect(screen.getByText("Asha Verma")).toBeTruthy();
    const email = screen.getByText("asha@example.in").closest("dd") as HTMLElement;
    expect(within(email).getByText("Verified")).toBeTruthy();
    const mobile = screen.getByText("9876543210").closest("dd") as HTMLElement;
    expect(within(mobile).getByText("Not verified")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Change password");
  });

  it("marks My Information as the current entry of the account menu", async () => {
    await renderAccount();
    const menu = screen.getByRole("navigation", { name: "My Account" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["My Information", "/account"],
      ["My Loyalty", "/account#loyalty"],
      ["My Addresses", "/account/addresses"],
      ["My Payment Methods", "/account/payment-methods"],
      ["My Orders", "/myorders"],
    ]);
    expect(links[0]?.getAttribute("aria-current")).toBe("page");
  });

  it("says 'Not added' when there is no mobile number", async () => {
    details.mockResolvedValue(ok({ ...ACCOUNT, mobileNumbers: [] }));
    await renderAccount();
    expect(screen.getByText("Not added")).toBeTruthy();
  });
});

describe("change password form", () => {
  it("needs the current and the new password", async () => {
    await renderAccount();
    fillPasswords("", "", "");
    expect(describedText(field("Current password"))).toBe("Please enter your current and new password.");
    expect(describedText(field("New password"))).toBe("Please enter your current and new password.");
    expect(document.activeElement).toBe(field("Current password"));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("checks the new password's rule and the confirmation", async () => {
    await renderAccount();
    fillPasswords("old-password", "short", "short");
    expect(describedText(field("New password"))).toBe("Please enter at least 8 characters.");
    expect(document.activeElement).toBe(field("New password"));
    fillPasswords("old-password", "longenough", "different1");
    expect(describedText(field("Confirm password"))).toBe("Passwords do not match");
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("changes the password through the page's action, empties the form and confirms with a toast", async () => {
    await renderAccount();
    fillPasswords("old-password", "longenough", "longenough");
    await waitFor(() =>
      expect(screen.getByText("Your password has been changed.").closest(".toaster")).not.toBeNull(),
    );
    expect(changePassword).toHaveBeenCalledWith(SHOPPER, {
      currentPassword: "old-password",
      newPassword: "longenough",
    });
    await waitFor(() => expect(field("Current password").value).toBe(""));
    expect(field("New password").value).toBe("");
  });

  it("shows the server's detail for a wrong current password and keeps what was typed", async () => {
    changePassword.mockResolvedValue(
      fail({
        name: "currentPasswordWrong",
        status: 400,
        code: "INVALID_CREDENTIALS",
        detail: MESSAGES.login.currentPasswordWrong,
      }),
    );
    await renderAccount();
    fillPasswords("wrong-password", "longenough", "longenough");
    const message = await screen.findByText("Your current password is not correct.");
    expect(message.closest("[role=alert]")).not.toBeNull();
    expect(field("Current password").value).toBe("wrong-password");
  });
});

describe("the password change posted without scripts", () => {
  const post = (fields: Record<string, string>, shopper: typeof SHOPPER | null = SHOPPER) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const request = new Request("https://shop.example.in/account", { method: "POST", body });
    const { context } = testLoadContext({ services, ...(shopper ? { shopper } : {}) });
    return action({ request, context, params: {} } as never).catch((thrown: unknown) => thrown);
  };

  it("answers with the same rules and messages as the form", async () => {
    const answer = await post({ currentPassword: "", newPassword: "longenough", confirmPassword: "x" });
    expect(answer).toMatchObject({
      data: {
        intent: "changePassword",
        ok: false,
        fieldErrors: { current: MESSAGES.password.currentAndNewRequired },
      },
      init: { status: 400 },
    });
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("refuses text the contract refuses, without calling the service", async () => {
    const answer = await post({
      currentPassword: "old\u0000password",
      newPassword: "longenough",
      confirmPassword: "longenough",
    });
    expect(answer).toMatchObject({ data: { ok: false }, init: { status: 400 } });
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("changes the password once and says so", async () => {
    const fields = {
      currentPassword: "old-password",
      newPassword: "longenough",
      confirmPassword: "longenough",
    };
    expect(await post(fields)).toMatchObject({
      data: { intent: "changePassword", ok: true, message: MESSAGES.password.changed },
    });
    expect(changePassword).toHaveBeenCalledTimes(1);
  });

  it("sends a visitor the cookies do not name home", async () => {
    const fields = {
      currentPassword: "old-password",
      newPassword: "longenough",
      confirmPassword: "longenough",
    };
    const answer = (await post(fields, null)) as Response;
    expect(answer.headers.get("location")).toBe("/");
    expect(changePassword).not.toHaveBeenCalled();
  });
});
