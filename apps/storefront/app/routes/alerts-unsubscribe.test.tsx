// @vitest-environment happy-dom
import { ALERTS_UNSUBSCRIBE_PATH, LABELS, MESSAGES } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  type ActionFunctionArgs,
  createMemoryRouter,
  type LoaderFunctionArgs,
  RouterProvider,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import routeTable from "../routes";
import { fakeAlertsService, GOOD_UNSUBSCRIBE_TOKEN } from "../testing/alerts-service";
import { testLoadContext } from "../testing/load-context";
import { serverHtml } from "../testing/server-page-kit";
import AlertsUnsubscribePage, { action, headers, loader, meta } from "./alerts-unsubscribe";

type Answer = { data: Record<string, unknown>; init?: ResponseInit | null };

const ORIGIN = "https://shop.example.in";
let alerts = fakeAlertsService();

const context = () => testLoadContext({ services: { alerts } }).context;

function load(search: string): Answer {
  const request = new Request(`${ORIGIN}${ALERTS_UNSUBSCRIBE_PATH}${search}`);
  return loader({ request, context: context(), params: {} } as never) as unknown as Answer;
}

function post(fields: Record<string, string>): Promise<Answer> {
  const request = new Request(`${ORIGIN}${ALERTS_UNSUBSCRIBE_PATH}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action({ request, context: context(), params: {} } as never) as Promise<never>;
}

const cacheControl = (answer: Answer) => new Headers(answer.init?.headers).get("Cache-Control");

beforeEach(() => {
  alerts = fakeAlertsService();
});
afterEach(cleanup);

describe("/alerts/unsubscribe", () => {
  it("is the route of the alerts' links, never cached nor indexed", () => {
    const entry = routeTable.find((route) => route.file === "routes/alerts-unsubscribe.tsx");
    expect(`/${entry?.path}`).toBe(ALERTS_UNSUBSCRIBE_PATH);
    expect(headers()).toEqual({ "Cache-Control": "private, no-store" });
    expect(meta({} as never)).toEqual([
      { title: `${LABELS.alerts.unsubscribeTitle} | Odin` },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("only reads the link's token when opened: a GET unsubscribes nobody", () => {
    const answer = load(`?token=${GOOD_UNSUBSCRIBE_TOKEN}`);
    expect(answer.data).toEqual({ token: GOOD_UNSUBSCRIBE_TOKEN });
    expect(cacheControl(answer)).toBe("private, no-store");
    expect(load("").data).toEqual({ token: null });
    expect(load("?token=%20").data).toEqual({ token: null });
    expect(alerts.unsubscribe).not.toHaveBeenCalled();
  });

  it("stops the alerts when STOP ALERTS posts the token", async () => {
    const answer = await post({ intent: "unsubscribeAlerts", token: GOOD_UNSUBSCRIBE_TOKEN });
    expect(alerts.unsubscribe).toHaveBeenCalledWith({ token: GOOD_UNSUBSCRIBE_TOKEN });
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({
      intent: "unsubscribeAlerts",
      ok: true,
      message: MESSAGES.alerts.unsubscribed,
    });
  });

  it("says a link that does not hold is not valid, with the service's status", async () => {
    const answer = await post({ intent: "unsubscribeAlerts", token: "forged.token" });
    expect(alerts.unsubscribe).toHaveBeenCalledWith({ token: "forged.token" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: MESSAGES.alerts.linkInvalid });
  });

  it("refuses a post without a token, or too long a one, without asking the service", async () => {
    for (const token of ["", " ", "x".repeat(2001)]) {
      const answer = await post({ intent: "unsubscribeAlerts", token });
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, message: MESSAGES.alerts.linkInvalid });
    }
    const other = await post({ intent: "somethingElse", token: GOOD_UNSUBSCRIBE_TOKEN });
    expect(other.data).toMatchObject({ ok: false, message: MESSAGES.generic.somethingWentWrong });
    expect(alerts.unsubscribe).not.toHaveBeenCalled();
  });
});

describe("the unsubscribe page before the scripts run", () => {
  const page = (search: string, posted?: unknown) =>
    serverHtml(`${ALERTS_UNSUBSCRIBE_PATH}${search}`, AlertsUnsubscribePage, load(search).data, posted);

  it("offers STOP ALERTS, a form posting the link's token, with what it does", () => {
    const html = page(`?token=${GOOD_UNSUBSCRIBE_TOKEN}`);
    expect(html).toContain(`<h1 class="static-page__title">${LABELS.alerts.unsubscribeTitle}</h1>`);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain(`action="${ALERTS_UNSUBSCRIBE_PATH}?token=${GOOD_UNSUBSCRIBE_TOKEN}"`);
    expect(form).toContain('method="post"');
    expect(html).toContain("stop the back-in-stock and price-drop alerts");
    expect(html).toContain('<input type="hidden" name="intent" value="unsubscribeAlerts"/>');
    expect(html).toContain(`<input type="hidden" name="token" value="${GOOD_UNSUBSCRIBE_TOKEN}"/>`);
    expect(html).toContain(
      `<button type="submit" class="button button--primary">${LABELS.alerts.unsubscribeButton}</button>`,
    );
  });

  it("says a link without a token is not valid, and offers no form", () => {
    const html = page("");
    expect(html).toContain(
      `role="alert" class="form-error"><p class="form-error__message">${MESSAGES.alerts.linkInvalid}</p>`,
    );
    expect(html).not.toContain("<form");
  });

  it("draws the action's answer: done, or the link not valid with the form again", () => {
    const done = page(`?token=${GOOD_UNSUBSCRIBE_TOKEN}`, {
      intent: "unsubscribeAlerts",
      ok: true,
      message: MESSAGES.alerts.unsubscribed,
    });
    expect(done).toContain(`role="status" class="form-notice">${MESSAGES.alerts.unsubscribed}</p>`);
    expect(done).not.toContain("<form");
    const refused = page("?token=forged", {
      intent: "unsubscribeAlerts",
      ok: false,
      fieldErrors: {},
      message: MESSAGES.alerts.linkInvalid,
    });
    expect(refused).toContain(`<p class="form-error__message">${MESSAGES.alerts.linkInvalid}</p>`);
    expect(refused).toContain(">STOP ALERTS</button>");
  });
});

describe("the unsubscribe page once hydrated", () => {
  function open(search: string) {
    const routes = [
      {
        path: ALERTS_UNSUBSCRIBE_PATH,
        Component: AlertsUnsubscribePage,
        loader: (args: LoaderFunctionArgs) => loader({ ...args, context: context() }),
        action: (args: ActionFunctionArgs) => action({ ...args, context: context() }),
      },
    ];
    render(
      <RouterProvider
        router={createMemoryRouter(routes, { initialEntries: [`${ALERTS_UNSUBSCRIBE_PATH}${search}`] })}
      />,
    );
  }

  it("stops the alerts without a reload and says so in place of the form", async () => {
    open(`?token=${GOOD_UNSUBSCRIBE_TOKEN}`);
    const button = await screen.findByRole("button", { name: LABELS.alerts.unsubscribeButton });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(MESSAGES.alerts.unsubscribed));
    expect(screen.queryByRole("button")).toBeNull();
    expect(alerts.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("says a link that does not hold is not valid and keeps the form", async () => {
    open("?token=forged");
    const button = await screen.findByRole("button", { name: LABELS.alerts.unsubscribeButton });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MESSAGES.alerts.linkInvalid));
    expect(screen.getByRole("button", { name: LABELS.alerts.unsubscribeButton })).toBeTruthy();
  });
});
