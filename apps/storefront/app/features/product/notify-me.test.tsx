// @vitest-environment happy-dom
import { alertsProblems, fail, MESSAGES, type ProductDetail } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { type ActionFunctionArgs, createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeAlertsService } from "../../testing/alerts-service";
import { testLoadContext } from "../../testing/load-context";
import { PRODUCT_FIXTURE, sku } from "../../testing/product-data";
import { NotifyMe } from "./notify-me";
import { productAction } from "./product-actions.server";

const PAGE = "/nw-red-floral-kurta-NWKUR12345";
let alerts = fakeAlertsService();

/** The product page's route as the catch-all has it: NOTIFY ME, answered by the page's real action. */
function routes(product: ProductDetail, signedIn: boolean) {
  const { context } = testLoadContext({ services: { alerts } });
  return [
    {
      id: "catch-all",
      path: "*",
      element: <NotifyMe product={product} signedIn={signedIn} />,
      action: (args: ActionFunctionArgs) => productAction({ ...args, context }),
    },
  ];
}

/** The block as the server sends it; `posted` is the action's answer a post without scripts came back with. */
function serverHtml(product = PRODUCT_FIXTURE, signedIn = false, posted?: unknown) {
  const router = createMemoryRouter(routes(product, signedIn), {
    initialEntries: [PAGE],
    hydrationData: { loaderData: {}, ...(posted ? { actionData: { "catch-all": posted } } : {}) },
  });
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

const tagOf = (html: string, pattern: string) => new RegExp(`<${pattern}[^>]*>`).exec(html)?.[0] ?? "";
const inputNamed = (html: string, name: string) => tagOf(html, `input[^>]*name="${name}"`);

const SOLD_OUT_STYLE = { ...PRODUCT_FIXTURE, inStock: false, skus: [sku(5009, "Free Size", false)] };

beforeEach(() => {
  alerts = fakeAlertsService();
});
afterEach(cleanup);

describe("NOTIFY ME before the scripts run", () => {
  it("offers a guest the sold-out sizes with a mobile number and an e-mail field, in a form of its own", () => {
    const html = serverHtml();
    expect(html).toMatch(
      /<details class="notify-me"><summary class="notify-me__summary">Sold out\? Get told when it is back<\/summary>/,
    );
    const form = tagOf(html, "form");
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${PAGE}"`);
    expect(form).toMatch(/ novalidate[ >]/);
    expect(html).toContain('<input type="hidden" name="intent" value="notify-me"/>');
    // Only the sold-out size L (5003) is offered; S and M can be bought.
    const select = /<select[^>]*name="skuId"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";
    expect(select).toBe('<option value="5003">L</option>');
    expect(html).toMatch(/<label for="[^"]+" class="field__label">Select Size<\/label>/);
    const mobile = inputNamed(html, "mobileNumber");
    for (const attribute of [
      'type="tel"',
      'inputmode="numeric"',
      'maxlength="10"',
      'autocomplete="tel-national"',
    ]) {
      expect(mobile).toContain(attribute);
    }
    expect(inputNamed(html, "email")).toContain('type="email"');
    expect(html).toMatch(/<label for="[^"]+" class="field__label">Mobile number<\/label>/);
    expect(html).toMatch(/<label for="[^"]+" class="field__label">E-mail<\/label>/);
    expect(html).toMatch(
      /<button type="submit" class="button button--secondary notify-me__button">NOTIFY ME<\/button>/,
    );
  });

  it("asks a signed-in shopper for no contact: the account's is told", () => {
    const html = serverHtml(PRODUCT_FIXTURE, true);
    expect(html).toContain('value="notify-me"');
    expect(html).toContain('<option value="5003">L</option>');
    expect(inputNamed(html, "mobileNumber")).toBe("");
    expect(inputNamed(html, "email")).toBe("");
    expect(html).toContain(">NOTIFY ME</button>");
  });

  it("is not there when every size is in stock", () => {
    const html = serverHtml({ ...PRODUCT_FIXTURE, skus: [sku(5001, "S"), sku(5002, "M")] });
    expect(html).not.toContain("notify-me");
  });

  it("is open for a style with nothing in stock, its one size a hidden field", () => {
    const html = serverHtml(SOLD_OUT_STYLE);
    expect(tagOf(html, "details")).toMatch(/ open[ >]/);
    expect(html).toContain('<input type="hidden" name="skuId" value="5009"/>');
    expect(html).not.toContain("<select");
  });

  it("draws a success posted without scripts in its status region, open", () => {
    const html = serverHtml(PRODUCT_FIXTURE, false, {
      intent: "notify-me",
      ok: true,
      message: MESSAGES.alerts.requested,
    });
    expect(tagOf(html, "details")).toMatch(/ open[ >]/);
    expect(html).toContain(`role="status" class="notify-me__status">${MESSAGES.alerts.requested}</p>`);
  });

  it("draws a refusal as an alert, the field's message at its field, with what was typed", () => {
    const html = serverHtml(PRODUCT_FIXTURE, false, {
      intent: "notify-me",
      ok: false,
      fieldErrors: { mobileNumber: MESSAGES.alerts.mobileInvalid },
      message: MESSAGES.alerts.tooMany,
      values: { skuId: "5003", mobileNumber: "12345", email: "asha@example.in" },
    });
    expect(tagOf(html, "details")).toMatch(/ open[ >]/);
    expect(html).toContain(
      `role="alert" class="form-error"><p class="form-error__message">${MESSAGES.alerts.tooMany}</p>`,
    );
    expect(html).toContain(`>${MESSAGES.alerts.mobileInvalid}</p>`);
    expect(inputNamed(html, "mobileNumber")).toContain('value="12345"');
    expect(inputNamed(html, "mobileNumber")).toContain('aria-invalid="true"');
    expect(inputNamed(html, "email")).toContain('value="asha@example.in"');
  });

  it("asks for the contact after all when the server found no shopper to tell", () => {
    const html = serverHtml(PRODUCT_FIXTURE, true, {
      intent: "notify-me",
      ok: false,
      fieldErrors: {},
      message: MESSAGES.alerts.contactRequired,
      values: { skuId: "5003", mobileNumber: "", email: "" },
    });
    expect(inputNamed(html, "mobileNumber")).not.toBe("");
    expect(inputNamed(html, "email")).not.toBe("");
  });

  it("says nothing of another form's answer", () => {
    const html = serverHtml(PRODUCT_FIXTURE, false, {
      intent: "addToBag",
      ok: true,
      message: "Added to your bag.",
      values: { skuId: "5002" },
    });
    expect(tagOf(html, "details")).not.toContain("open");
    expect(html).not.toContain("Added to your bag.");
  });
});

describe("NOTIFY ME once hydrated", () => {
  const block = (product = PRODUCT_FIXTURE, signedIn = false) =>
    render(
      <RouterProvider router={createMemoryRouter(routes(product, signedIn), { initialEntries: [PAGE] })} />,
    );
  const notifyMe = () => screen.getByRole("button", { name: "NOTIFY ME" });
  const mobile = () => screen.getByRole("textbox", { name: "Mobile number" }) as HTMLInputElement;

  it("posts the size and the mobile number without a reload, says so and empties the form", async () => {
    block();
    fireEvent.input(mobile(), { target: { value: "9876543210" } });
    await act(async () => fireEvent.click(notifyMe()));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(MESSAGES.alerts.requested));
    expect(alerts.requestStock).toHaveBeenCalledWith({ skuId: 5003, mobileNumber: "9876543210" });
    expect(mobile().value).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("keeps what was typed on a refusal, says it as an alert and focuses the field at fault", async () => {
    block();
    fireEvent.input(mobile(), { target: { value: "12345" } });
    await act(async () => fireEvent.click(notifyMe()));
    await waitFor(() => expect(document.activeElement).toBe(mobile()));
    expect(mobile().value).toBe("12345");
    expect(mobile().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(MESSAGES.alerts.mobileInvalid)).toBeTruthy();
    expect(alerts.requestStock).not.toHaveBeenCalled();

    alerts.requestStock.mockResolvedValueOnce(fail(alertsProblems.tooMany()));
    fireEvent.input(mobile(), { target: { value: "9876543210" } });
    await act(async () => fireEvent.click(notifyMe()));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MESSAGES.alerts.tooMany));
    expect(mobile().value).toBe("9876543210");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("sends a signed-in shopper's size alone", async () => {
    alerts = fakeAlertsService({ signedIn: true });
    block(SOLD_OUT_STYLE, true);
    expect(screen.queryByRole("textbox")).toBeNull();
    const form = notifyMe().closest("form") as HTMLFormElement;
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "NOTIFY ME" })));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(MESSAGES.alerts.requested));
    expect(alerts.requestStock).toHaveBeenCalledWith({ skuId: 5009 });
  });
});
