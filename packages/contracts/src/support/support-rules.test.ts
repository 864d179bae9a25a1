import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { appLinkMobileProblem, contactFormErrors, newsletterEmailProblem } from "./support-rules";

const FILLED = { name: "Asha", email: "asha@example.in", subject: "Order 123", message: "Hello" };

describe("contact form rules", () => {
  it("accept a filled form", () => {
    expect(contactFormErrors(FILLED)).toEqual({});
  });

  it("ask for every empty field", () => {
    expect(contactFormErrors({ name: "", email: " ", subject: "", message: "" })).toEqual({
      name: MESSAGES.contact.allFieldsRequired,
      email: MESSAGES.contact.allFieldsRequired,
      subject: MESSAGES.contact.allFieldsRequired,
      message: MESSAGES.contact.allFieldsRequired,
    });
  });

  it("want a subject of at least 3 letters or numbers, and a valid e-mail", () => {
    expect(contactFormErrors({ ...FILLED, subject: " ab " }).subject).toBe("Plug in atleast 3 characters.");
    expect(contactFormErrors({ ...FILLED, subject: "Late order!" }).subject).toBe(
      MESSAGES.contact.subjectAlphanumeric,
    );
    expect(contactFormErrors({ ...FILLED, subject: "abc" })).toEqual({});
    expect(contactFormErrors({ ...FILLED, email: "asha@example.i" }).email).toBe(
      MESSAGES.newsletter.invalidEmail,
    );
  });
});

describe("newsletter rule", () => {
  it("says empty and invalid apart, and takes local@domain with a 2+ letter top-level domain", () => {
    expect(newsletterEmailProblem("  ")).toBe("Please enter an email");
    expect(newsletterEmailProblem("asha@example")).toBe("Please enter a valid email");
    expect(newsletterEmailProblem("asha@example.c")).toBe("Please enter a valid email");
    expect(newsletterEmailProblem(" asha.rao@mail.example.in ")).toBeUndefined();
  });
});

describe("app link rule", () => {
  it("takes 10 digits starting 6-9", () => {
    for (const good of ["9876543210", "6000000000"]) expect(appLinkMobileProblem(good)).toBeUndefined();
    for (const bad of ["", "5876543210", "987654321", "98765432100", "98765 43210"]) {
      expect(appLinkMobileProblem(bad)).toBe(MESSAGES.appLink.invalidMobile);
    }
  });
});
