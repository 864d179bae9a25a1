import { type CaptchaPicture, ERROR_CODES, fail, MESSAGES, ok, pictureProof } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../../../testing/load-context";
import { loginAction } from "./login-actions.server";

const account = {
  register: vi.fn(),
  signInWithPassword: vi.fn(),
  captchaPicture: vi.fn(),
};
const otp = { sendRegistration: vi.fn() };

const CAPTCHA_REQUIRED = {
  name: "captchaRequired",
  status: 403,
  code: ERROR_CODES.captchaRequired,
  detail: MESSAGES.login.captchaRequired,
};
const CAPTCHA_FAILED = {
  name: "captchaFailed",
  status: 403,
  code: ERROR_CODES.captchaFailed,
  detail: MESSAGES.login.captchaFailed,
};
const PHONE_NOT_VERIFIED = {
  name: "phoneNotVerified",
  status: 403,
  code: "605",
  detail: MESSAGES.registration.verifyPhone,
};

let pictures = 0;
const newPicture = (): CaptchaPicture => {
  pictures += 1;
  return {
    challenge: `picture.challenge${pictures}`,
    image: "data:image/svg+xml;base64,PHN2Zy8+",
    width: 200,
    height: 70,
    length: 5,
    expiresAt: "2026-11-25T10:05:00.000Z",
  };
};

beforeEach(() => {
  for (const call of [...Object.values(account), ...Object.values(otp)]) call.mockReset();
  account.captchaPicture.mockImplementation(async () => newPicture());
  account.register.mockResolvedValue(fail(PHONE_NOT_VERIFIED));
});

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

async function post(fields: Record<string, string>): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("https://shop.example.in/login?next=%2Fcheckout", { method: "POST", body });
  const { context } = testLoadContext({ services: { account, otp } as never });
  return (await loginAction({ request, context, params: {} } as never)) as never;
}

const REGISTRATION = {
  intent: "register",
  next: "/checkout",
  name: "Neha Kapoor",
  gender: "FEMALE",
  email: "neha@example.in",
  mobileNumber: "9876543210",
  password: "Shop@2026",
  captchaToken: "",
};
const TYPED = { name: "Neha Kapoor", gender: "FEMALE", email: "neha@example.in", mobileNumber: "9876543210" };

describe("registration without scripts (decision 56)", () => {
  it("answers a form without the captcha's proof with the same view, a picture and what was typed but the password", async () => {
    otp.sendRegistration.mockResolvedValue(fail(CAPTCHA_REQUIRED));
    const answer = await post(REGISTRATION);
    expect(otp.sendRegistration).toHaveBeenCalledWith("9876543210", undefined);
    expect(answer).toMatchObject({
      data: {
        step: "register",
        ok: false,
        message: MESSAGES.login.captchaRequired,
        values: TYPED,
        captcha: { challenge: "picture.challenge1", image: expect.stringMatching(/^data:image\/svg\+xml;/) },
      },
      init: { status: 403 },
    });
    expect(JSON.stringify(answer.data)).not.toContain("Shop@2026");
  });

  it("sends the picture's challenge and the characters typed as the captcha token, then asks for the phone's code", async () => {
    otp.sendRegistration.mockResolvedValue(ok({ sessionID: "s-1" }));
    const answer = await post({ ...REGISTRATION, captchaChallenge: "picture.abc", captchaAnswer: " ka7xm " });
    expect(account.register).toHaveBeenCalledWith(
      expect.objectContaining({ captchaToken: pictureProof("picture.abc", "ka7xm") }),
    );
    expect(otp.sendRegistration).toHaveBeenCalledWith("9876543210", pictureProof("picture.abc", "ka7xm"));
    expect(answer.data).toMatchObject({ step: "registerOtp", ok: true, sessionID: "s-1" });
    expect(answer.data).not.toHaveProperty("captcha");
  });

  it("answers a wrong picture with a new one and the failed captcha's message", async () => {
    otp.sendRegistration.mockResolvedValue(fail(CAPTCHA_FAILED));
    const answer = await post({ ...REGISTRATION, captchaChallenge: "picture.old", captchaAnswer: "WRONG" });
    expect(answer).toMatchObject({
      data: { step: "register", message: MESSAGES.login.captchaFailed, values: TYPED },
      init: { status: 403 },
    });
    expect((answer.data.captcha as CaptchaPicture).challenge).not.toBe("picture.old");
  });

  it("takes a form with the picture but nothing typed as one without a proof", async () => {
    otp.sendRegistration.mockResolvedValue(fail(CAPTCHA_REQUIRED));
    await post({ ...REGISTRATION, captchaChallenge: "picture.abc", captchaAnswer: "  " });
    expect(otp.sendRegistration).toHaveBeenCalledWith("9876543210", undefined);
  });

  it("prefers the ALTCHA payload a script solved", async () => {
    otp.sendRegistration.mockResolvedValue(ok({ sessionID: "s-2" }));
    await post({
      ...REGISTRATION,
      captchaToken: "eyJhbHRjaGEiOjF9",
      captchaChallenge: "picture.abc",
      captchaAnswer: "X",
    });
    expect(otp.sendRegistration).toHaveBeenCalledWith("9876543210", "eyJhbHRjaGEiOjF9");
  });

  it("answers other refusals without a picture", async () => {
    otp.sendRegistration.mockResolvedValue(
      fail({
        name: "alreadyExists",
        status: 409,
        code: "409",
        detail: MESSAGES.registration.userAlreadyExists,
      }),
    );
    const answer = await post(REGISTRATION);
    expect(answer.data).toMatchObject({ message: MESSAGES.registration.userAlreadyExists });
    expect(answer.data).not.toHaveProperty("captcha");
    expect(account.captchaPicture).not.toHaveBeenCalled();
  });
});

describe("a password sign-in past the failed-login maximum without scripts (decision 56)", () => {
  it("answers the password view with a picture, then signs in with its proof", async () => {
    account.signInWithPassword.mockResolvedValueOnce(fail(CAPTCHA_REQUIRED));
    const asked = await post({
      intent: "password",
      next: "/checkout",
      identifier: "neha@example.in",
      password: "x",
    });
    expect(asked).toMatchObject({
      data: { step: "password", values: { identifier: "neha@example.in" }, captcha: { length: 5 } },
      init: { status: 403 },
    });

    account.signInWithPassword.mockResolvedValueOnce(ok());
    const signedIn = (await post({
      intent: "password",
      next: "/checkout",
      identifier: "neha@example.in",
      password: "Shop@2026",
      captchaChallenge: "picture.challenge",
      captchaAnswer: "KA7XM",
    })) as unknown as Response;
    expect(account.signInWithPassword).toHaveBeenLastCalledWith({
      username: "neha@example.in",
      password: "Shop@2026",
      captchaToken: pictureProof("picture.challenge", "KA7XM"),
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/checkout");
  });
});
