import type { ContentPage, Navigation, Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { refusalWithData } from "../testing/catalogue";
import { HOME, HOME_PAGE, HOME_WITH_DRAFT, NAVIGATION_PAGE, TERMS_PAGE } from "../testing/content";
import { type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import ContentDocument, { clientAction, clientLoader, ErrorBoundary } from "./content-document";

function renderDocument(
  path: string,
  handler: FakeHandler,
  permissions: Permission[] = ["content:read", "content:write"],
) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/content/:kind/:key",
      Component: ContentDocument,
      loader: clientLoader,
      action: clientAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

/** Answers the page's GET with `page`, and every change with `after` (default: `page`). */
const serving =
  (page: ContentPage, after: ContentPage = page): FakeHandler =>
  (call) =>
    jsonAnswer(200, call.method === "GET" ? page : after);

const changes = (server: ReturnType<typeof fakeFetch>) =>
  server.calls
    .filter((call) => call.method !== "GET")
    .map(({ method, url, body }) => ({ method, url, body }));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a template's page", () => {
  it("saves a banner edit as a draft, with the banners added, reordered and removed", async () => {
    const server = renderDocument("/content/master_template/home", serving(HOME_PAGE));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
    type("Banner 1 title", "Festive edit");
    fireEvent.click(screen.getByRole("button", { name: "Add a banner" }));
    type("Banner 3 title", "Wedding wear");
    type("Banner 3 picture address", "https://cdn.example.in/wedding.webp");
    type("Banner 3 picture description", "A bride in red");
    type("Banner 3 link", "/wedding");
    fireEvent.click(screen.getByRole("button", { name: "Move banner 3 up" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove banner 3" }));
    type("Product carousel 1 styles shown", "8");
    fireEvent.click(screen.getByRole("button", { name: "Save the draft" }));
    expect(await screen.findByText(/^The draft is saved/)).toBeTruthy();
    const [slide1] = HOME.sections[0]?.type === "banner_carousel" ? HOME.sections[0].slides : [];
    expect(changes(server)).toEqual([
      {
        method: "PUT",
        url: "/admin/api/content/master_template/home/draft",
        body: {
          ...HOME,
          sections: [
            {
              type: "banner_carousel",
              slides: [
                { ...slide1, title: "Festive edit" },
                {
                  image: "https://cdn.example.in/wedding.webp",
                  alt: "A bride in red",
                  url: "/wedding",
                  title: "Wedding wear",
                },
              ],
            },
            { ...HOME.sections[1], limit: 8 },
            HOME.sections[2],
          ],
        },
      },
    ]);
  });

  it("keeps what was typed and marks the field the server refused", async () => {
    renderDocument("/content/master_template/home", (call) =>
      call.method === "GET"
        ? jsonAnswer(200, HOME_PAGE)
        : refusalWithData(
            400,
            "VALIDATION_FAILED",
            "Give a path on this site (starting with /) or an https:// address.",
            {
              issues: [
                {
                  path: "body.sections.0.slides.1.image",
                  message: "Give a path on this site (starting with /) or an https:// address.",
                },
              ],
            },
          ),
    );
    await screen.findByRole("heading", { name: "Home page" });
    type("Banner 2 picture address", "http://insecure.example/b.webp");
    fireEvent.click(screen.getByRole("button", { name: "Save the draft" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The draft was not saved.");
    const field = screen.getByLabelText("Banner 2 picture address") as HTMLInputElement;
    expect(field.value).toBe("http://insecure.example/b.webp");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${field.id}-error`)?.textContent).toContain("https://");
  });

  it("previews a draft, publishes it, schedules it and calls the schedule off", async () => {
    const server = renderDocument("/content/master_template/home", serving(HOME_WITH_DRAFT));
    const section = await screen.findByRole("region", { name: "Draft and publishing" });
    const preview = within(section).getByRole("link", { name: /Preview the draft/ });
    expect(preview.getAttribute("href")).toBe("/?cmsPreview=1");
    expect(section.textContent).toContain("Scheduled:");
    expect(section.textContent).toContain("Meera Iyer");
    expect((screen.getByLabelText("Page title") as HTMLInputElement).value).toBe("Odin | Festive");

    fireEvent.click(within(section).getByRole("button", { name: "Publish now" }));
    expect(await screen.findByText(/^Published: shoppers see it within seconds/)).toBeTruthy();
    fireEvent.change(within(section).getByLabelText("Publish on (date and time)"), {
      target: { value: "2026-12-24T09:30" },
    });
    fireEvent.click(within(section).getByRole("button", { name: "Change the scheduled time" }));
    expect(await screen.findByText(/^The draft will be published on/)).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Call off the scheduled publish" }));
    expect(await screen.findByText(/^The scheduled publish is called off/)).toBeTruthy();
    expect(changes(server)).toEqual([
      { method: "POST", url: "/admin/api/content/master_template/home/publish", body: undefined },
      {
        method: "POST",
        url: "/admin/api/content/master_template/home/schedule",
        body: { publishAt: new Date("2026-12-24T09:30").toISOString() },
      },
      { method: "DELETE", url: "/admin/api/content/master_template/home/schedule", body: undefined },
    ]);
  });

  it("only shows the document to staff without content:write", async () => {
    const server = renderDocument("/content/master_template/home", serving(HOME_WITH_DRAFT), [
      "content:read",
    ]);
    await screen.findByRole("heading", { name: "Home page" });
    expect(screen.queryByRole("button", { name: "Save the draft" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Publish now" })).toBeNull();
    // The editor's fields sit in a disabled fieldset: shown, not changed.
    expect(screen.getByLabelText("Banner 1 title").closest("fieldset[disabled]")).not.toBeNull();
    expect(changes(server)).toEqual([]);
  });
});

describe("the navigation's page", () => {
  it("saves the promo band and a new link in a mega menu column", async () => {
    const server = renderDocument("/content/navigation/default", serving(NAVIGATION_PAGE));
    await screen.findByRole("heading", { name: "Main navigation" });
    type("Promo band message", "Free shipping this week");
    fireEvent.click(screen.getByRole("button", { name: "Add a link to menu entry 1 column 1" }));
    type("Menu entry 1 column 1 link 2 words", "Sarees");
    type("Menu entry 1 column 1 link 2 address", "/women-sarees");
    fireEvent.click(screen.getByRole("button", { name: "Move menu entry 2 up" }));
    fireEvent.click(screen.getByRole("button", { name: "Save the draft" }));
    await screen.findByText(/^The draft is saved/);
    const body = changes(server)[0]?.body as Navigation;
    expect(body.metaData).toEqual({ topBandMessage: "Free shipping this week", topBandUrl: "/sale" });
    expect(body.menu.level1.map((entry) => entry.name)).toEqual(["Men", "Women"]);
    expect(body.menu.level1[1]?.level2[0]?.level3).toEqual([
      { name: "Kurtas", url: "/women-kurtas", nodeType: "collapsible" },
      { name: "Sarees", url: "/women-sarees", nodeType: "collapsible" },
    ]);
  });
});

describe("a static page's page", () => {
  it("shows the server's refusal of HTML outside the allow-list under the page's text", async () => {
    const message =
      "Only paragraphs, headings (h2-h4), lists, links, bold, italic, line breaks and spans are allowed.";
    renderDocument("/content/static_page/terms", (call) =>
      call.method === "GET"
        ? jsonAnswer(200, TERMS_PAGE)
        : refusalWithData(400, "VALIDATION_FAILED", message, {
            issues: [{ path: "body.description", message }],
          }),
    );
    await screen.findByRole("heading", { name: "Terms of use" });
    type("Page text", "<script>alert(1)</script>");
    fireEvent.click(screen.getByRole("button", { name: "Save the draft" }));
    await screen.findByRole("alert");
    const text = screen.getByLabelText("Page text");
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${text.id}-error`)?.textContent).toBe(message);
  });
});
