import { ADMIN_MESSAGES, STAFF_SIGN_IN } from "@odin/contracts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentSession, forgetSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import Login, { CODE_LENGTH, clientAction } from "./login";

const SENT = { secondFactor: "email", sentTo: "o••••@example.in", expiresInSeconds: 600 };
const SESSION = staffSession(["audit:read"]);

/** Where the staff member landed after signing in. */
function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

function renderLogin(handler: FakeHandler, path = "/login") {
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/login", Component: Login, action: clientAction },
    { path: "/", Component: Landed },
    { path: "/audit", Component: Landed },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

function submitPassword(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
}

async function submitCode(code: string) {
  fireEvent.change(await screen.findByLabelText("6-digit code"), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetSession();
});

describe("signing in to the back office", () => {
  it("asks for the password, then the code it says was sent, then goes on to the page asked for", async () => {
    const server = renderLogin(
      (call) => (call.url === "/admin/api/sign-in" ? jsonAnswer(200, SENT) : jsonAnswer(200, SESSION)),
      `/login?next=${encodeURIComponent("/admin/audit?resource=order")}`,
    );
    expect(screen.getByLabelText("E-mail address").getAttribute("autocomplete")).toBe("username");
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("current-password");
    submitPassword(" owner@example.in ", "Odin@2026");

    expect(await screen.findByText("We sent a 6-digit code to o••••@example.in. It works for 10 minutes."));
    const code = screen.getByLabelText("6-digit code");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    await submitCode("123456");

    expect(await screen.findByRole("heading", { name: "Landed on /audit?resource=order" }));
    expect(server.calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: "POST",
        url: "/admin/api/sign-in",
        body: { email: "owner@example.in", password: "Odin@2026" },
      },
      { method: "POST", url: "/admin/api/sign-in/code", body: { code: "123456" } },
    ]);
    // The code's answer is the session: the first page need not ask for it again.
    expect(await currentSession()).toEqual(SESSION);
  });

  it("goes to the home page when no page was asked for", async () => {
    renderLogin((call) =>
      call.url === "/admin/api/sign-in" ? jsonAnswer(200, SENT) : jsonAnswer(200, SESSION),
    );
    submitPassword("owner@example.in", "Odin@2026");
    await submitCode("654321");
    expect(await screen.findByRole("heading", { name: "Landed on /" }));
  });

  it("shows the server's refusal next to the form, announced and described on the fields", async () => {
    renderLogin(() => errorAnswer(401, "STAFF_WRONG_CREDENTIALS", ADMIN_MESSAGES.signIn.wrongCredentials));
    submitPassword("owner@example.in", "wrong");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(ADMIN_MESSAGES.signIn.wrongCredentials);
    expect(screen.getByLabelText("Password").getAttribute("aria-describedby")).toBe(alert.id);
    expect(screen.queryByLabelText("6-digit code")).toBeNull();
  });

  it("keeps the code step after a wrong code, and starts again from the password when the code expired", async () => {
    let codeAnswer = () =>
      jsonAnswer(401, {
        errors: [
          {
            status: 401,
            code: "STAFF_CODE_WRONG",
            detail: ADMIN_MESSAGES.signIn.codeWrong,
            data: { triesLeft: 4 },
          },
        ],
      });
    renderLogin((call) => (call.url === "/admin/api/sign-in" ? jsonAnswer(200, SENT) : codeAnswer()));
    submitPassword("owner@example.in", "Odin@2026");
    await submitCode("111111");
    expect((await screen.findByRole("alert")).textContent).toBe(
      `${ADMIN_MESSAGES.signIn.codeWrong} 4 tries left.`,
    );
    expect(screen.getByText(/We sent a 6-digit code to o••••@example.in/)).toBeTruthy();

    codeAnswer = () => errorAnswer(401, "STAFF_CODE_EXPIRED", ADMIN_MESSAGES.signIn.codeExpired);
    await submitCode("222222");
    expect(await screen.findByText(ADMIN_MESSAGES.signIn.codeExpired)).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
  });

  it("asks for six digits before calling the server", async () => {
    const server = fakeFetch(() => jsonAnswer(200, SESSION));
    vi.stubGlobal("fetch", server.fetch);
    const body = new FormData();
    body.append("intent", "code");
    body.append("sentTo", "o••••@example.in");
    body.append("minutes", "10");
    body.append("code", "12 34");
    const request = new Request("http://localhost/admin/login", { method: "POST", body });
    expect(await clientAction({ request })).toEqual({
      step: "code",
      sentTo: "o••••@example.in",
      minutes: 10,
      error: "Enter the 6-digit code.",
    });
    expect(server.calls).toEqual([]);
    expect(CODE_LENGTH).toBe(STAFF_SIGN_IN.codeLength);
  });
});
