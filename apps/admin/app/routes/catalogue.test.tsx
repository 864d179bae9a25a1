import { ADMIN_MESSAGES, type Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { OPTIONS, STYLE_ROW } from "../testing/catalogue";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import Catalogue, { clientAction, clientLoader, ErrorBoundary } from "./catalogue";

/** Where the form lands once the server kept its preview. */
function BulkEditPage() {
  return <h1>Bulk edit page</h1>;
}

function renderCatalogue(path: string, handler: FakeHandler, permissions: Permission[] = ["catalogue:read"]) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/catalogue", Component: Catalogue, loader: clientLoader, action: clientAction, ErrorBoundary },
    { path: "/catalogue/bulk/:editId", Component: BulkEditPage },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

/** The API answering the options, and the styles with `styles` (or a refusal). */
const answering =
  (styles: () => Response): FakeHandler =>
  (call) =>
    call.url.startsWith("/admin/api/catalogue/options") ? jsonAnswer(200, OPTIONS) : styles();

const styleCalls = (server: ReturnType<typeof fakeFetch>) =>
  server.calls.map((call) => call.url).filter((url) => url.startsWith("/admin/api/styles"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the styles list", () => {
  it("lists the server's styles with prices in rupees, each linked to its page, and pages on its cursor", async () => {
    const server = renderCatalogue(
      "/catalogue",
      answering(() => jsonAnswer(200, { styles: [STYLE_ROW], next: "s501" })),
    );
    const table = await screen.findByRole("table", { name: "Styles" });
    const [head, row] = within(table).getAllByRole("row");
    if (!head || !row) throw new Error("no row");
    expect(
      within(head)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Code",
      "Name",
      "Brand",
      "Article type",
      "Colour",
      "Price",
      "MRP",
      "Published",
      "Sizes",
      "Units",
    ]);
    expect(within(row).getByRole("link", { name: "RGZ-KU-0501" }).getAttribute("href")).toBe(
      "/catalogue/501",
    );
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "RGZ-KU-0501",
      "Indigo block-print kurta",
      "Rangrez",
      "KurtasWomen",
      "Indigo",
      "₹1,299.50",
      "₹1,499",
      "Not published",
      "3",
      "Out of stock",
    ]);
    expect(styleCalls(server)).toEqual(["/admin/api/styles"]);
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/catalogue?after=s501",
    );
    expect(screen.getByRole("link", { name: "Brands' legal declarations" }).getAttribute("href")).toBe(
      "/catalogue/brands",
    );
    expect(screen.getByRole("link", { name: "Import CSV" }).getAttribute("href")).toBe("/catalogue/import");
  });

  it("asks for the address's search and filters, shows them in the form, and keeps them on the next page", async () => {
    const server = renderCatalogue(
      "/catalogue?q=kurta&brandId=3&categoryId=2&status=unpublished&stock=out&priceMin=500&priceMax=2000&after=s9",
      answering(() => jsonAnswer(200, { styles: [STYLE_ROW], next: "s501" })),
    );
    await screen.findByRole("table", { name: "Styles" });
    expect(styleCalls(server)).toEqual([
      "/admin/api/styles?q=kurta&brandId=3&categoryId=2&status=unpublished&stock=out&priceMin=500&priceMax=2000&after=s9",
    ]);
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value("Search styles")).toBe("kurta");
    expect(value("Brand")).toBe("3");
    expect(value("Category")).toBe("2");
    expect(value("Published")).toBe("unpublished");
    expect(value("Stock")).toBe("out");
    expect(value("Price from (₹)")).toBe("500");
    expect(value("Price up to (₹)")).toBe("2000");
    // The categories by gender, the article types indented under their group.
    const category = screen.getByLabelText("Category") as HTMLSelectElement;
    expect([...category.querySelectorAll("optgroup")].map((group) => group.label)).toEqual(["Women", "Men"]);
    expect([...category.options].map((option) => option.textContent)).toEqual([
      "Any",
      "All Women",
      "\u00a0\u00a0\u00a0Ethnic Wear",
      "\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0Kurtas",
      "\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0Sarees",
      "All Men",
      "\u00a0\u00a0\u00a0Topwear",
      "\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0Kurtas",
    ]);
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/catalogue?q=kurta&brandId=3&categoryId=2&status=unpublished&stock=out&priceMin=500&priceMax=2000&after=s501",
    );
    expect(screen.getByRole("link", { name: "First page" }).getAttribute("href")).toBe(
      "/catalogue?q=kurta&brandId=3&categoryId=2&status=unpublished&stock=out&priceMin=500&priceMax=2000",
    );
    // The download holds every style these filters find, not only this page.
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/admin/api/styles/export?q=kurta&brandId=3&categoryId=2&status=unpublished&stock=out&priceMin=500&priceMax=2000",
    );
  });

  it("searches from the form as an address", async () => {
    const server = renderCatalogue(
      "/catalogue",
      answering(() => jsonAnswer(200, { styles: [STYLE_ROW], next: null })),
    );
    await screen.findByRole("table", { name: "Styles" });
    fireEvent.change(screen.getByLabelText("Search styles"), { target: { value: "RGZ-KU" } });
    fireEvent.change(screen.getByLabelText("Published"), { target: { value: "published" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() =>
      expect(styleCalls(server)).toContain("/admin/api/styles?q=RGZ-KU&status=published"),
    );
  });

  it("explains filters it would refuse without asking, and the server's refusal next to the form", async () => {
    const server = renderCatalogue(
      "/catalogue?priceMin=2000&priceMax=500",
      answering(() => jsonAnswer(200, { styles: [], next: null })),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.catalogue.pricesReversed);
    expect(styleCalls(server)).toEqual([]);
    cleanup();
    renderCatalogue(
      "/catalogue?q=kurta&after=forged",
      answering(() => errorAnswer(400, "CURSOR_INVALID", ADMIN_MESSAGES.badCursor)),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.badCursor);
    expect((screen.getByLabelText("Search styles") as HTMLInputElement).value).toBe("kurta");
  });

  it("says when nothing matches, and when there is nothing at all", async () => {
    renderCatalogue(
      "/catalogue?q=nothing",
      answering(() => jsonAnswer(200, { styles: [], next: null })),
    );
    expect(await screen.findByText("No styles match this search and these filters.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    renderCatalogue(
      "/catalogue",
      answering(() => jsonAnswer(200, { styles: [], next: null })),
    );
    expect(await screen.findByText("No styles yet.")).toBeTruthy();
  });

  it("refuses a role without catalogue:read before asking the server", async () => {
    const server = renderCatalogue(
      "/catalogue",
      answering(() => jsonAnswer(200, {})),
      ["orders:read"],
    );
    expect(await screen.findByRole("heading", { name: "Your role does not allow this" })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});

describe("the bulk edit form", () => {
  const EDITOR: Permission[] = ["catalogue:read", "catalogue:write"];
  const previewing =
    (preview: () => Response): FakeHandler =>
    (call) =>
      call.method === "POST"
        ? preview()
        : answering(() => jsonAnswer(200, { styles: [STYLE_ROW], next: null }))(call);
  const form = async () => {
    const found = await screen.findByRole("form", { name: "Bulk edit the styles found" });
    return {
      found,
      set: (label: string, value: string) =>
        fireEvent.change(within(found).getByLabelText(label), { target: { value } }),
    };
  };

  it("previews a price change of the styles the address's filters find, then opens the preview's page", async () => {
    const server = renderCatalogue(
      "/catalogue?brandId=3&status=published&after=s9",
      previewing(() => jsonAnswer(200, { id: 9 })),
      EDITOR,
    );
    const { found, set } = await form();
    set("Change", "price");
    set("Up or down", "down");
    set("By", "percent");
    set("How much", "10");
    fireEvent.click(within(found).getByRole("button", { name: "Preview the changes" }));
    expect(await screen.findByRole("heading", { name: "Bulk edit page" })).toBeTruthy();
    const sent = server.calls.filter((call) => call.method === "POST");
    expect(sent.map(({ url, body }) => ({ url, body }))).toEqual([
      {
        url: "/admin/api/bulk-edits",
        body: {
          filters: { brandId: 3, status: "published" },
          operation: { kind: "price", direction: "down", by: "percent", value: 10 },
        },
      },
    ]);
  });

  it("names the fields it would refuse without asking, and says the server's refusal", async () => {
    const server = renderCatalogue(
      "/catalogue?q=kurta",
      previewing(() => errorAnswer(400, "BULK_EDIT_TOO_MANY", "These filters find 25,000 styles.")),
      EDITOR,
    );
    const { found, set } = await form();
    set("Change", "stock");
    set("Units of each size there", "4");
    fireEvent.click(within(found).getByRole("button", { name: "Preview the changes" }));
    expect(await within(found).findByText("Choose the centre.")).toBeTruthy();
    expect(within(found).getByText("Give a reason: it is kept with each change.")).toBeTruthy();
    expect(server.calls.filter((call) => call.method === "POST")).toEqual([]);

    set("Centre", "21");
    set("Reason", "Season count");
    fireEvent.click(within(found).getByRole("button", { name: "Preview the changes" }));
    await vi.waitFor(() =>
      expect(within(found).getByRole("alert").textContent).toBe("These filters find 25,000 styles."),
    );
    expect(server.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { filters: { q: "kurta" }, operation: { kind: "stock", fcId: 21, units: 4, reason: "Season count" } },
    ]);
  });

  it("is not offered to a role without catalogue:write", async () => {
    renderCatalogue(
      "/catalogue",
      answering(() => jsonAnswer(200, { styles: [STYLE_ROW], next: null })),
    );
    await screen.findByRole("table", { name: "Styles" });
    expect(screen.queryByRole("form", { name: "Bulk edit the styles found" })).toBeNull();
  });
});
