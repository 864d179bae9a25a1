import { LABELS, MESSAGES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import Login from "../../../routes/login";
import { forms, intentOf, serverHtml } from "../../../testing/server-page-kit";
import type { LoginAnswer } from "./login-form";

const L = LABELS.loginModal;
const PICTURE = {
  challenge: "picture.abc.1800000000.hash.signature",
  image: "data:image/svg+xml;base64,PHN2Zy8+",
  width: 200,
  height: 70,
  length: 5,
};

describe("the /login page's captcha picture without scripts (decision 56)", () => {
  it("shows the registration form again with the picture, its challenge and a field for the characters", () => {
    const answer: LoginAnswer = {
      intent: "register",
      ok: false,
      step: "register",
      message: MESSAGES.login.captchaRequired,
      fieldErrors: {},
      values: { name: "Neha Kapoor", email: "neha@example.in", mobileNumber: "9876543210", gender: "FEMALE" },
      captcha: PICTURE,
    };
    const html = serverHtml("/login", Login, { next: "/checkout", step: "identify" }, answer);
    const form = forms(html).find((each) => intentOf(each) === "register") ?? "";
    expect(form).toContain(
      `<img src="${PICTURE.image}" alt="${L.captchaPicture}" width="200" height="70" class="login-picture__image"/>`,
    );
    expect(form).toContain(`<input type="hidden" name="captchaChallenge" value="${PICTURE.challenge}"/>`);
    expect(form).toMatch(
      /<label for="register-captcha" class="field__label">Type the characters in the picture<\/label>/,
    );
    expect(form).toMatch(
      /<input[^>]*name="captchaAnswer"[^>]*autoComplete="off"|<input[^>]*autoComplete="off"[^>]*name="captchaAnswer"/i,
    );
    expect(form).toContain('value="neha@example.in"');
    expect(form).toContain(MESSAGES.login.captchaRequired);
    // The password is typed again: the page never carries it.
    expect(form).toMatch(/<input[^>]*name="password"(?![^>]*value=)[^>]*>/);
  });

  it("shows no picture until a form needs one", () => {
    const html = serverHtml("/login?view=register", Login, { next: "/", step: "register" });
    expect(html).not.toContain("captchaAnswer");
    expect(html).not.toContain("login-picture");
  });
});
