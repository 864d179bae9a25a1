import { fail, MESSAGES, ok, type StorefrontServices } from "@odin/contracts";
import { describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../testing/load-context";
import { answerOf, formPost } from "../testing/route-calls";
import { action, loader } from "./login";

/** A refusal of any of the services' lists. */
const problem = (name: string, status: number, detail: string): never =>
  fail({ name, status, code: "X", detail }) as never;

function services(
  overrides: Partial<StorefrontServices["account"]> = {},
  otp: Partial<StorefrontServices["otp"]> = {},
) {
  const account = {
    userExists: vi.fn(async () => true),
    signInWithPassword: vi.fn(async () => ok()),
    signInWithOtp: vi.fn(async () => ok()),
    register: vi.fn(async () => ok()),
    registerWithOtp: vi.fn(async () => ok()),
    forgotPassword: vi.fn(async () => ok({ message: "" })),
    ...overrides,
  };
  const codes = {
    sendLogin: vi.fn(async () => ok({ sessionID: "s-1", resendAfterSeconds: 30 })),
    sendRegistration: vi.fn(async () => ok({ sessionID: "r-1", resendAfterSeconds: 30 })),
    resend: vi.fn(async () => ok({ sessionID: "s-1", resendAfterSeconds: 30 })),
    ...otp,
  };
  return { account, otp: codes } as unknown as StorefrontServices;
}

function post(fields: [string, string][], given = services(), url = "https://shop.example.in/login") {
  const { context } = testLoadContext({ services: given });
  return answerOf(action({ request: formPost(url, fields), context, params: {} } as never));
}

describe("/login action", () => {
  it("signs in by password and goes on to a believed destination with a 303", async () => {
    const given = services();
    const answer = await post(
      [
        ["intent", "password"],
        ["next", "/checkout"],
        ["identifier", "asha@example.in"],
        ["password", "Odin@2026"],
      ],
      given,
    );
    expect(answer).toEqual({ location: "/checkout", status: 303 });
    expect(given.account.signInWithPassword).toHaveBeenCalledWith({
      username: "asha@example.in",
      password: "Odin@2026",
    });
  });

  it("never leaves the site after signing in: other sites, backslashes and absolute URLs go home", async () => {
    for (const next of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
    ]) {
      const answer = await post([
        ["intent", "password"],
        ["next", next],
        ["identifier", "asha@example.in"],
        ["password", "Odin@2026"],
      ]);
      expect(answer, next).toEqual({ location: "/", status: 303 });
    }
  });

  it("answers a wrong password with the spec's message and 401, keeping the identifier but not the password", async () => {
    const given = services({
      signInWithPassword: vi.fn(async () =>
        problem("invalidCredentials", 401, MESSAGES.login.invalidCredentials),
      ),
    });
    const answer = await post(
      [
        ["intent", "password"],
        ["identifier", "asha@example.in"],
        ["password", "wrong"],
      ],
      given,
    );
    expect(answer.status).toBe(401);
    expect(answer.data).toMatchObject({
      step: "password",
      ok: false,
      message: "Please enter valid credentials",
      values: { identifier: "asha@example.in" },
    });
    expect(JSON.stringify(answer.data)).not.toContain("wrong");
  });

  it("refuses bad input with a clear message and 400 before calling any service", async () => {
    const given = services();
    const empty = await post(
      [
        ["intent", "password"],
        ["identifier", "not an id"],
        ["password", ""],
      ],
      given,
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({
      fieldErrors: { identifier: MESSAGES.login.invalidEmail, password: "This field is required." },
    });
    const entry = await post(
      [
        ["intent", "identify"],
        ["identifier", ""],
      ],
      given,
    );
    expect(entry.status).toBe(400);
    expect(entry.data).toMatchObject({ step: "identify", message: MESSAGES.login.enterEmailOrPhone });
    const code = await post(
      [
        ["intent", "verifyOtp"],
        ["identifier", "9876543210"],
        ["sessionID", "s-1"],
        ["otp", "12ab"],
      ],
      given,
    );
    expect(code.status).toBe(400);
    expect(code.data).toMatchObject({ step: "otp", fieldErrors: { otp: MESSAGES.otp.invalidCheckAgain } });
    expect(given.account.signInWithPassword).not.toHaveBeenCalled();
    expect(given.account.signInWithOtp).not.toHaveBeenCalled();
    expect(given.account.userExists).not.toHaveBeenCalled();
  });

  it("sends a known phone number's code first, then signs in with it", async () => {
    const given = services();
    const sent = await post(
      [
        ["intent", "identify"],
        ["identifier", "9876543210"],
      ],
      given,
    );
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      step: "otp",
      ok: true,
      sessionID: "s-1",
      values: { identifier: "9876543210" },
    });
    expect(given.otp.sendLogin).toHaveBeenCalledWith("9876543210");
    const signedIn = await post(
      [
        ["intent", "verifyOtp"],
        ["next", "/myorders"],
        ["identifier", "9876543210"],
        ["sessionID", "s-1"],
        ["otp", "123456"],
      ],
      given,
    );
    expect(signedIn).toEqual({ location: "/myorders", status: 303 });
    expect(given.account.signInWithOtp).toHaveBeenCalledWith({
      mobileNumber: "9876543210",
      sessionID: "s-1",
      passPhrase: "123456",
    });
  });

  it("answers a rate limit of the code with its message and 429", async () => {
    const given = services(
      {},
      {
        sendLogin: vi.fn(async () => problem("tooManySends", 429, "Too many codes.")),
      },
    );
    const answer = await post(
      [
        ["intent", "sendOtp"],
        ["identifier", "9876543210"],
      ],
      given,
    );
    expect(answer.status).toBe(429);
    expect(answer.data).toMatchObject({ ok: false, message: "Too many codes." });
  });

  it("takes an unknown identifier to registration, then sends the phone's code at code 605", async () => {
    const given = services({
      userExists: vi.fn(async () => false),
      register: vi.fn(async () => problem("phoneNotVerified", 403, "Verify your phone.")),
    });
    const entry = await post(
      [
        ["intent", "identify"],
        ["identifier", "new@example.in"],
      ],
      given,
    );
    expect(entry.data).toMatchObject({ step: "register", values: { email: "new@example.in" } });
    const registered = await post(
      [
        ["intent", "register"],
        ["name", "Neha Kapoor"],
        ["gender", "FEMALE"],
        ["email", "new@example.in"],
        ["password", "Shop@2026"],
        ["mobileNumber", "7123456789"],
      ],
      given,
    );
    expect(registered.data).toMatchObject({ step: "registerOtp", sessionID: "r-1" });
    expect(JSON.stringify(registered.data)).not.toContain("Shop@2026");
    expect(given.otp.sendRegistration).toHaveBeenCalledWith("7123456789", undefined);
  });

  it("answers the forgot-password form with the sent message", async () => {
    const answer = await post([
      ["intent", "forgot"],
      ["identifier", "asha@example.in"],
    ]);
    expect(answer.data).toMatchObject({
      step: "forgot",
      ok: true,
      message: MESSAGES.forgotPassword.emailSent,
    });
  });
});

describe("/login loader", () => {
  it("sends a signed-in shopper on to the believed destination", async () => {
    const { context } = testLoadContext({ shopper: { userId: 1, roles: ["END_USER"] } });
    const request = new Request("https://shop.example.in/login?next=%2F%2Fevil.example");
    expect(
      await answerOf(Promise.resolve().then(() => loader({ request, context, params: {} } as never))),
    ).toMatchObject({
      location: "/",
    });
  });

  it("opens the linked view for a guest", async () => {
    const { context } = testLoadContext();
    const request = new Request("https://shop.example.in/login?view=register&next=%2Fcheckout");
    const answer = await answerOf(Promise.resolve(loader({ request, context, params: {} } as never)));
    expect(answer.data).toEqual({ next: "/checkout", step: "register" });
  });
});
