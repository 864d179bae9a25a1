import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../testing/render-with-router";
import { NewsletterForm } from "../footer/newsletter-form";
import { AppLinkForm } from "./app-link-form";
import { ContactForm } from "./contact-form";
import { WhatsappButton } from "./whatsapp-button";

/** The opening tag of the element with `id` (or the first `tag`), whatever the order of its attributes. */
function tagOf(html: string, pattern: string): string {
  return new RegExp(`<${pattern}[^>]*>`).exec(html)?.[0] ?? "";
}
const byId = (html: string, tag: string, id: string) => tagOf(html, `${tag}[^>]*id="${id}"`);

/** The forms as the server sends them: plain posting forms with labelled fields, before any script. */
describe("support forms before the scripts run", () => {
  it("the contact form posts its intent and four labelled, bounded, required fields", () => {
    const html = renderWithRouter(<ContactForm />);
    const form = tagOf(html, "form");
    expect(form).toContain('method="post"');
    expect(form).toMatch(/ novalidate[ >]/);
    expect(html).toContain('<input type="hidden" name="intent" value="contact"/>');
    for (const [field, label, max] of [
      ["name", "Name", 100],
      ["email", "E-mail", 254],
      ["subject", "Subject", 150],
      ["message", "Message", 2000],
    ] as const) {
      expect(html).toContain(`<label for="contact-${field}" class="field__label">${label}</label>`);
      const control = byId(html, field === "message" ? "textarea" : "input", `contact-${field}`);
      for (const attribute of [`name="${field}"`, `maxlength="${max}"`, " required"]) {
        expect(control, field).toContain(attribute);
      }
    }
    expect(html).toContain('<button type="submit" class="button button--primary">SUBMIT</button>');
  });

  it("the app link box shows +91 and takes at most 10 digits", () => {
    const html = renderWithRouter(<AppLinkForm />);
    expect(html).toContain('<input type="hidden" name="intent" value="appLink"/>');
    expect(html).toContain('<span class="app-link-form__prefix">+91</span>');
    const input = byId(html, "input", "app-link-mobile");
    for (const attribute of ['name="mobileNumber"', 'type="tel"', 'inputmode="numeric"', 'maxlength="10"']) {
      expect(input).toContain(attribute);
    }
    expect(html).toContain('<label for="app-link-mobile" class="field__label">Mobile number</label>');
  });

  it("the newsletter form posts to the newsletter page from any page", () => {
    const html = renderWithRouter(<NewsletterForm version="old" id="footer-newsletter" />);
    const form = tagOf(html, "form");
    expect(form).toContain('action="/newsletter"');
    expect(form).toContain('method="post"');
    expect(html).toContain(
      '<label for="footer-newsletter-email" class="visually-hidden">E-mail address</label>',
    );
    expect(html).not.toContain('role="alert"');
  });

  it("the WhatsApp button is a plain link to the chat, named for screen readers", () => {
    const html = renderWithRouter(<WhatsappButton href="https://wa.me/919000012345" />);
    expect(html).toContain('href="https://wa.me/919000012345"');
    expect(html).toContain('aria-label="Chat with us on WhatsApp (opens in a new tab)"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
