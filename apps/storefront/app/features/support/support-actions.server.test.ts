import { DEFAULT_FEATURE_FLAGS, fail, MESSAGES, ok } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../../testing/load-context";
import {
  appLinkAction,
  confirmNewsletterAction,
  contactAction,
  newsletterAction,
} from "./support-actions.server";

const contact = vi.fn();
const appLink = vi.fn();
const subscribe = vi.fn();
const confirm = vi.fn();
const services = { support: { contact, appLink }, newsletter: { subscribe, confirm } } as never;

beforeEach(() => {
  for (const service of [contact, appLink, subscribe, confirm]) service.mockReset();
});

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };
type Action = typeof contactAction;

async function post(action: Action, fields: Record<string, string>, newFooter = true): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("https://shop.example.in/page", { method: "POST", body });
  const featureFlags = { ...DEFAULT_FEATURE_FLAGS, newFooter };
  const { context } = testLoadContext({ services, featureFlags });
  return (await action({ request, context, params: {} } as never)) as never;
}

const FILLED = {
  intent: "contact",
  name: "Asha",
  email: "asha@example.in",
  subject: "Order 12",
  message: "Hi",
};

describe("the contact form's action", () => {
  it("sends the four fields to the support service and answers its message", async () => {
    contact.mockResolvedValue(ok({ message: MESSAGES.contact.success }));
    expect(await post(contactAction, FILLED)).toMatchObject({
      data: { intent: "contact", ok: true, message: MESSAGES.contact.success },
    });
    expect(contact).toHaveBeenCalledWith({
      name: "Asha",
      email: "asha@example.in",
      subject: "Order 12",
      message: "Hi",
    });
  });

  it("answers each broken rule per field, keeps what was typed and calls nothing", async () => {
    const answer = await post(contactAction, { ...FILLED, name: "", subject: "ab" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: { name: MESSAGES.contact.allFieldsRequired, subject: "Plug in atleast 3 characters." },
      values: { email: "asha@example.in", subject: "ab" },
    });
    expect(contact).not.toHaveBeenCalled();
  });

  it("says a text too long with the contract's message, and a refusal with 429", async () => {
    const long = await post(contactAction, { ...FILLED, message: "x".repeat(2001) });
    expect(long.data).toMatchObject({ ok: false, message: "Please use at most 2000 characters." });
    contact.mockResolvedValue(
      fail({ name: "blockedIp", status: 429, code: "BLOCKED_IP", detail: MESSAGES.generic.blockedIp }),
    );
    const blocked = await post(contactAction, FILLED);
    expect(blocked.init?.status).toBe(429);
    expect(blocked.data).toMatchObject({ ok: false, message: MESSAGES.generic.blockedIp });
  });
});

describe("a form the page does not answer", () => {
  it("is refused with the generic message and calls nothing", async () => {
    const answer = await post(contactAction, { ...FILLED, intent: "appLink" });
    expect(answer.data).toMatchObject({ ok: false, message: MESSAGES.generic.somethingWentWrong });
    expect(contact).not.toHaveBeenCalled();
  });
});

describe("the app link's action", () => {
  it("sends a valid number and refuses another under its field", async () => {
    appLink.mockResolvedValue(ok({ message: MESSAGES.appLink.sent }));
    expect((await post(appLinkAction, { intent: "appLink", mobileNumber: "9876543210" })).data).toMatchObject(
      {
        ok: true,
        message: MESSAGES.appLink.sent,
      },
    );
    expect(appLink).toHaveBeenCalledWith({ mobileNumber: "9876543210" });
    const refused = await post(appLinkAction, { intent: "appLink", mobileNumber: "12345" });
    expect(refused.data).toMatchObject({
      ok: false,
      fieldErrors: { mobileNumber: MESSAGES.appLink.invalidMobile },
    });
    expect(appLink).toHaveBeenCalledTimes(1);
  });
});

describe("the newsletter's action", () => {
  it("signs a valid address up", async () => {
    subscribe.mockResolvedValue(ok({ message: MESSAGES.newsletter.success }));
    expect(
      (await post(newsletterAction, { intent: "newsletter", email: "asha@example.in" })).data,
    ).toMatchObject({
      ok: true,
      message: MESSAGES.newsletter.success,
    });
  });

  it("says why with the newer footer, and nothing with the older one", async () => {
    const empty = await post(newsletterAction, { intent: "newsletter", email: "" });
    expect(empty.data).toMatchObject({ fieldErrors: { email: "Please enter an email" } });
    const invalid = await post(newsletterAction, { intent: "newsletter", email: "asha@" });
    expect(invalid.data).toMatchObject({ fieldErrors: { email: "Please enter a valid email" } });
    const older = await post(newsletterAction, { intent: "newsletter", email: "asha@" }, false);
    expect(older.data).toEqual({
      intent: "newsletter",
      ok: false,
      fieldErrors: {},
      values: { email: "asha@" },
    });
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("confirms with the link's token, and refuses a missing token without calling", async () => {
    confirm.mockResolvedValue(ok({ message: MESSAGES.newsletter.confirmed }));
    expect(
      (await post(confirmNewsletterAction, { intent: "confirmNewsletter", token: "a.b.c" })).data,
    ).toMatchObject({
      ok: true,
      message: MESSAGES.newsletter.confirmed,
    });
    expect(confirm).toHaveBeenCalledWith({ token: "a.b.c" });
    const missing = await post(confirmNewsletterAction, { intent: "confirmNewsletter" });
    expect(missing.data).toMatchObject({ ok: false, message: MESSAGES.newsletter.confirmLinkInvalid });
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
