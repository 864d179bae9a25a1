import {
  ADMIN_MESSAGES,
  type Permission,
  type StylePage,
  type StylePhotos,
  type StyleStock,
} from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { OPTIONS, refusalWithData, STYLE_PAGE, STYLE_PHOTOS, STYLE_STOCK } from "../testing/catalogue";
import { chooseFile } from "../testing/choose-file";
import { errorAnswer, type FakeCall, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import CatalogueStyle, { clientAction, clientLoader, ErrorBoundary } from "./catalogue-style";

const EDITOR: Permission[] = ["catalogue:read", "catalogue:write"];

function renderStyle(handler: FakeHandler, permissions: Permission[] = EDITOR) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/catalogue/:styleId",
      Component: CatalogueStyle,
      loader: clientLoader,
      action: clientAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={["/catalogue/501"]} />);
  return server;
}

/**
 * A fake API holding one style: its page, stock, photographs and the options answer GETs; a change
 * is answered by `change` (the call), which may return a refusal.
 */
function holding(
  change: (call: FakeCall) => Response,
  page: StylePage = STYLE_PAGE,
  stock: StyleStock = STYLE_STOCK,
  photos: StylePhotos = STYLE_PHOTOS,
) {
  return (call: FakeCall) => {
    if (call.method !== "GET") return change(call);
    if (call.url === "/admin/api/catalogue/options") return jsonAnswer(200, OPTIONS);
    if (call.url === "/admin/api/styles/501/stock") return jsonAnswer(200, stock);
    if (call.url === "/admin/api/styles/501/photos") return jsonAnswer(200, photos);
    return jsonAnswer(200, page);
  };
}

/** The photographs with one view's changed. */
const photosWith = (view: string, change: Partial<StylePhotos["views"][number]>): StylePhotos => ({
  ...STYLE_PHOTOS,
  views: STYLE_PHOTOS.views.map((entry) => (entry.view === view ? { ...entry, ...change } : entry)),
});

/** Chooses `file` in a file field, as the browser's file picker does. */
const JPEG = () => new File(["\xff\xd8\xff jpeg"], "detail.jpg", { type: "image/jpeg" });

const changes = (server: ReturnType<typeof fakeFetch>) =>
  server.calls
    .filter((call) => call.method !== "GET")
    .map(({ method, url, body }) => ({ method, url, body }));

const region = (name: string) => screen.findByRole("region", { name });

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a style's page", () => {
  it("shows the style, its sizes, declarations, stock, changes and history", async () => {
    const server = renderStyle(holding(() => jsonAnswer(500, {})));
    expect(await screen.findByRole("heading", { level: 1, name: "Indigo block-print kurta" })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Its product page on the storefront" }).getAttribute("href"),
    ).toBe("/kurtas/rangrez/indigo-block-print-kurta/501/buy");
    const sizes = screen.getByRole("table", { name: "The style's sizes" });
    const [, medium, large] = within(sizes).getAllByRole("row");
    if (!medium || !large) throw new Error("no size");
    expect(
      within(medium)
        .getAllByRole("cell")
        .slice(0, 8)
        .map((cell) => cell.textContent),
    ).toEqual(["M", "8901234567893", "₹1,499", "₹1,299.50", "12%", "4", "1", "0"]);
    // Sold out, with shoppers waiting for NOTIFY ME.
    expect(within(large).getAllByRole("cell")[7]?.textContent).toBe("3");
    const stock = screen.getByRole("table", { name: "Stock by size and centre" });
    expect(
      within(stock)
        .getAllByRole("row")
        .map((row) => row.textContent?.slice(0, 40)),
    ).toEqual([
      expect.stringContaining("Size"),
      expect.stringContaining("Bhiwandi warehouse"),
      expect.stringContaining("Bengaluru MG Road"),
      expect.stringContaining("No centre holds this size."),
    ]);
    const recent = screen.getByRole("table", { name: "Recent stock changes" });
    expect(
      within(recent)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(["M", "BHW", "−2", "3", "Two found damaged", "Meera Iyer"]);
    const history = await region("History");
    expect(history.textContent).toContain("Meera Iyer");
    expect(
      within(history)
        .getByRole("link", { name: /audit log/ })
        .getAttribute("href"),
    ).toBe("/audit?resource=style&resourceId=501");
    expect(server.calls.map((call) => call.url).sort()).toEqual([
      "/admin/api/catalogue/options",
      "/admin/api/styles/501",
      "/admin/api/styles/501/photos",
      "/admin/api/styles/501/stock",
    ]);
  });

  it("saves an edit of the style with the body the server takes", async () => {
    const server = renderStyle(holding(() => jsonAnswer(200, STYLE_PAGE)));
    const form = await screen.findByRole("form", { name: "Edit the style" });
    type(form, "Name", "  Indigo kurta with pockets ");
    type(form, "Article type", "4");
    type(form, "Occasion", "Festive");
    type(form, "Tags", "cotton, pockets,, festive ");
    type(form, "Size chart", "");
    fireEvent.click(within(form).getByRole("button", { name: "Save the style" }));
    expect(await screen.findByText("The style is saved.")).toBeTruthy();
    expect(changes(server)).toEqual([
      {
        method: "PUT",
        url: "/admin/api/styles/501",
        body: {
          name: "Indigo kurta with pockets",
          story: "Hand-block printed in Jaipur.",
          categoryId: 4,
          colour: "Indigo",
          colourCode: "#2b2d77",
          occasion: "Festive",
          tags: ["cotton", "pockets", "festive"],
          hsnCode: "6211",
          sizeChartId: null,
        },
      },
    ]);
  });

  it("offers only article types, grouped by gender and group", async () => {
    renderStyle(holding(() => jsonAnswer(500, {})));
    const form = await screen.findByRole("form", { name: "Edit the style" });
    const select = within(form).getByLabelText("Article type") as HTMLSelectElement;
    expect([...select.querySelectorAll("optgroup")].map((group) => group.label)).toEqual([
      "Women · Ethnic Wear",
      "Men · Topwear",
    ]);
    expect([...select.options].map((option) => option.value)).toEqual(["3", "4", "7"]);
    expect(select.value).toBe("3");
  });

  it("marks the fields it would refuse without asking, and the server's refusal of one", async () => {
    const server = renderStyle(
      holding(() =>
        refusalWithData(400, "VALIDATION_FAILED", "Give the colour as #rrggbb.", {
          issues: [{ path: "body.colourCode", message: "Give the colour as #rrggbb." }],
        }),
      ),
    );
    const form = await screen.findByRole("form", { name: "Edit the style" });
    // Past what the browser checks (its length, with the spaces), not what the server takes.
    type(form, "Name", "  Ab  ");
    type(form, "Tags", `cotton, ${"x".repeat(41)}`);
    fireEvent.click(within(form).getByRole("button", { name: "Save the style" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The style was not saved. Check the 2 fields marked below.",
    );
    const name = within(form).getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      ADMIN_MESSAGES.catalogue.nameRequired,
    );
    expect(within(form).getByLabelText("Tags").getAttribute("aria-invalid")).toBe("true");
    expect((name as HTMLInputElement).value).toBe("  Ab  ");
    expect(changes(server)).toEqual([]);
    type(form, "Name", "Indigo kurta");
    type(form, "Tags", "cotton");
    fireEvent.click(within(form).getByRole("button", { name: "Save the style" }));
    expect(await screen.findByText("The style was not saved. Give the colour as #rrggbb.")).toBeTruthy();
    expect(within(form).getByLabelText("Colour code").getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
  });

  it("changes a size's prices typed in rupees as paise", async () => {
    const server = renderStyle(
      holding(() => jsonAnswer(200, { ...STYLE_PAGE.sizes[0], mrp: 159_950, price: 129_900 })),
    );
    const form = await screen.findByRole("form", { name: "Prices of size M" });
    type(form, "MRP of size M (₹)", "1,599.50");
    type(form, "Price of size M (₹)", "1299");
    fireEvent.click(within(form).getByRole("button", { name: "Save the prices of size M" }));
    expect(await screen.findByText("Size M now has the MRP ₹1,599.50 and sells at ₹1,299.")).toBeTruthy();
    expect(changes(server)).toEqual([
      {
        method: "PUT",
        url: "/admin/api/styles/501/sizes/9001/price",
        body: { mrp: 159_950, price: 129_900 },
      },
    ]);
  });

  it("refuses a price above the MRP without asking", async () => {
    const server = renderStyle(holding(() => jsonAnswer(500, {})));
    const form = await screen.findByRole("form", { name: "Prices of size L" });
    type(form, "Price of size L (₹)", "1499.01");
    fireEvent.click(within(form).getByRole("button", { name: "Save the prices of size L" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `The prices were not changed. ${ADMIN_MESSAGES.catalogue.priceAboveMrp}`,
    );
    expect(within(form).getByLabelText("Price of size L (₹)").getAttribute("aria-invalid")).toBe("true");
    expect(changes(server)).toEqual([]);
  });

  it("adds a size with its EAN and prices, and says why the server refused one", async () => {
    const taken = ADMIN_MESSAGES.catalogue.sizeTaken.replace("{size}", "XL");
    let first = true;
    const server = renderStyle(
      holding((call) => {
        if (first) {
          first = false;
          return refusalWithData(409, "SIZE_TAKEN", taken, {});
        }
        return jsonAnswer(200, {
          skuId: 9003,
          size: "XXL",
          ean: "4006381333931",
          mrp: 159_900,
          price: 139_900,
          gstRate: 12,
          units: 0,
          reserved: 0,
          sent: call.body,
        });
      }),
    );
    const form = await screen.findByRole("form", { name: "Add a size" });
    type(form, "Size", "XL");
    type(form, "EAN-13", "4006381333931");
    type(form, "MRP (₹)", "1599");
    type(form, "Price (₹)", "1399");
    fireEvent.click(within(form).getByRole("button", { name: "Add the size" }));
    expect((await screen.findByRole("alert")).textContent).toBe(`The size was not added. ${taken}`);
    expect(within(form).getByLabelText("Size").getAttribute("aria-invalid")).toBe("true");
    type(form, "Size", "XXL");
    fireEvent.click(within(form).getByRole("button", { name: "Add the size" }));
    expect(await screen.findByText(/^Size XXL is added at ₹1,399/)).toBeTruthy();
    expect(changes(server).map((call) => call.body)).toEqual([
      { size: "XL", ean: "4006381333931", mrp: 159_900, price: 139_900 },
      { size: "XXL", ean: "4006381333931", mrp: 159_900, price: 139_900 },
    ]);
  });

  it("publishes, and lists in words the declarations the server says are missing", async () => {
    const detail = ADMIN_MESSAGES.catalogue.declarationsMissing.replace(
      "{fields}",
      "careEmail, sizeMeasurements",
    );
    const server = renderStyle(
      holding(() =>
        refusalWithData(409, "DECLARATIONS_MISSING", detail, { fields: ["careEmail", "sizeMeasurements"] }),
      ),
    );
    const publishing = await region("Publishing");
    fireEvent.click(within(publishing).getByRole("button", { name: "Publish the style" }));
    expect((await within(publishing).findByRole("alert")).textContent).toBe(
      `The style was not published. ${detail}`,
    );
    expect(
      within(publishing)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Customer care e-mail", "Size measurements: a size chart with each size, or the dimensions"]);
    expect(changes(server)).toEqual([
      { method: "POST", url: "/admin/api/styles/501/publish", body: undefined },
    ]);
  });

  it("unpublishes a published style", async () => {
    const server = renderStyle(
      holding(() => jsonAnswer(200, { styleId: 501, published: false }), {
        ...STYLE_PAGE,
        style: { ...STYLE_PAGE.style, published: true },
      }),
    );
    const publishing = await region("Publishing");
    fireEvent.click(within(publishing).getByRole("button", { name: "Unpublish the style" }));
    expect(await within(publishing).findByText(/^Unpublished:/)).toBeTruthy();
    expect(changes(server)).toEqual([
      { method: "POST", url: "/admin/api/styles/501/unpublish", body: undefined },
    ]);
  });

  it("saves the style's declarations, empty fields as the brand's, and shows what publishing needs", async () => {
    const page: StylePage = {
      ...STYLE_PAGE,
      declarations: { ...STYLE_PAGE.declarations, missing: ["netQuantity", "madeOn"] },
    };
    const server = renderStyle(
      holding(() => jsonAnswer(200, { ...page.declarations, missing: ["madeOn"] }), page),
    );
    const section = await region("Legal declarations");
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Net quantity and its measure (packaged goods)",
      "Month and year of manufacture or import (packaged goods)",
    ]);
    const form = within(section).getByRole("form", { name: "The style's own declarations" });
    // Each field shows the brand's value it stands for when left empty.
    const maker = within(form).getByLabelText("Maker's name") as HTMLInputElement;
    expect(maker.placeholder).toBe("Rangrez Textiles Pvt Ltd");
    expect(document.getElementById(maker.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Empty: the brand's, Rangrez Textiles Pvt Ltd.",
    );
    expect((within(form).getByLabelText("Country of origin") as HTMLInputElement).value).toBe("Nepal");
    type(form, "Country of origin", "");
    type(form, "Seller's address", "Shop 4, Linking Road\nMumbai 400050");
    fireEvent.click(within(form).getByLabelText("Sold as a packaged commodity"));
    type(form, "Net quantity", "100");
    type(form, "Measured by", "volume");
    fireEvent.click(within(form).getByRole("button", { name: "Save the declarations" }));
    expect(
      await screen.findByText(
        "The declarations are saved. Publishing still needs: Month and year of manufacture or import (packaged goods).",
      ),
    ).toBeTruthy();
    expect(changes(server)).toEqual([
      {
        method: "PUT",
        url: "/admin/api/styles/501/declarations",
        body: {
          makerRole: null,
          makerName: null,
          makerAddress: null,
          countryOfOrigin: null,
          careEmail: null,
          carePhone: null,
          sellerName: null,
          sellerAddress: "Shop 4, Linking Road, Mumbai 400050",
          packaged: true,
          netQuantity: 100,
          netQuantityMeasure: "volume",
          madeOn: null,
          dimensions: null,
        },
      },
    ]);
  });

  it("sets a size's units at a centre with the units seen, a reason and a request id, then draws a new form", async () => {
    const server = renderStyle(
      holding(() => jsonAnswer(200, { skuId: 9001, fcId: 21, units: 5, created: true })),
    );
    const form = (await screen.findByRole("form", { name: "Stock of size M at BHW" })) as HTMLFormElement;
    const requestId = (form.elements.namedItem("requestId") as HTMLInputElement).value;
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    type(form, "Units for size M at BHW", "5");
    type(form, "Reason for size M at BHW", "Counted the shelf");
    fireEvent.click(within(form).getByRole("button", { name: "Save the stock of size M at BHW" }));
    expect(
      await screen.findByText("Size M at BHW now holds 5 units. The change and its reason are kept."),
    ).toBeTruthy();
    expect(changes(server)).toEqual([
      {
        method: "POST",
        url: "/admin/api/styles/501/stock",
        body: {
          mode: "set",
          skuId: 9001,
          fcId: 21,
          units: 5,
          seen: 3,
          reason: "Counted the shelf",
          requestId,
        },
      },
    ]);
    const fresh = screen.getByRole("form", { name: "Stock of size M at BHW" }) as HTMLFormElement;
    expect((fresh.elements.namedItem("requestId") as HTMLInputElement).value).not.toBe(requestId);
    expect((fresh.elements.namedItem("units") as HTMLInputElement).value).toBe("");
  });

  it("adjusts units, and shows the server's words when they changed meanwhile", async () => {
    const changed = ADMIN_MESSAGES.catalogue.stockChanged.replace("{units}", "2");
    let answers = 0;
    const server = renderStyle(
      holding(() =>
        answers++ === 0
          ? refusalWithData(409, "STOCK_CHANGED", changed, { units: 2 })
          : jsonAnswer(200, { skuId: 9001, fcId: 22, units: 4, created: true }),
      ),
    );
    const form = (await screen.findByRole("form", { name: "Stock of size M at BLR1" })) as HTMLFormElement;
    type(form, "Units for size M at BLR1", "7");
    type(form, "Reason for size M at BLR1", "Recount");
    fireEvent.click(within(form).getByRole("button", { name: "Save the stock of size M at BLR1" }));
    expect((await screen.findByRole("alert")).textContent).toBe(`The stock was not changed. ${changed}`);
    // What was typed stays; the request id too, since nothing was changed.
    expect((form.elements.namedItem("units") as HTMLInputElement).value).toBe("7");
    type(form, "How to change size M at BLR1", "adjust");
    type(form, "Units for size M at BLR1", "3");
    fireEvent.click(within(form).getByRole("button", { name: "Save the stock of size M at BLR1" }));
    expect(await screen.findByText(/^Size M at BLR1 now holds 4 units/)).toBeTruthy();
    const [set, adjust] = changes(server).map((call) => call.body as Record<string, unknown>);
    expect(set).toMatchObject({ mode: "set", fcId: 22, units: 7, seen: 1 });
    expect(adjust).toEqual({
      mode: "adjust",
      skuId: 9001,
      fcId: 22,
      units: 3,
      reason: "Recount",
      requestId: set?.requestId,
    });
  });

  it("stocks a size at a centre holding none of it yet", async () => {
    const server = renderStyle(
      holding(() => jsonAnswer(200, { skuId: 9001, fcId: 23, units: 6, created: true })),
    );
    const form = await screen.findByRole("form", { name: "Stock a size at another centre" });
    const centre = within(form).getByLabelText("Centre") as HTMLSelectElement;
    // Size M is at BHW and BLR1 already.
    expect([...centre.options].map((option) => option.value)).toEqual(["23"]);
    type(form, "Size", "9002");
    expect([...centre.options].map((option) => option.value)).toEqual(["21", "22", "23"]);
    type(form, "Centre", "22");
    type(form, "Units there", "6");
    type(form, "Reason", "First delivery");
    fireEvent.click(within(form).getByRole("button", { name: "Set the stock" }));
    expect(await screen.findByText(/^Size L at BLR1 now holds 6 units/)).toBeTruthy();
    expect(changes(server)[0]?.body).toMatchObject({ mode: "set", skuId: 9002, fcId: 22, units: 6, seen: 0 });
  });

  it("draws no change form for a role that may only look", async () => {
    const server = renderStyle(
      holding(() => jsonAnswer(500, {})),
      ["catalogue:read"],
    );
    await screen.findByRole("heading", { level: 1, name: "Indigo block-print kurta" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(document.querySelector("input, select, textarea")).toBeNull();
    // The photographs are still shown.
    const photographs = await region("Photographs");
    expect(within(photographs).getAllByRole("img")).toHaveLength(2);
    // The declarations in force are still shown: the style's own, else the brand's.
    const section = await region("Legal declarations");
    expect(section.textContent).toContain("Nepal");
    expect(section.textContent).toContain("Rangrez Textiles Pvt Ltd (the brand's)");
    expect(changes(server)).toEqual([]);
  });

  it("shows each view's photograph, else its drawing, and whether and where the product page shows it", async () => {
    renderStyle(holding(() => jsonAnswer(500, {})));
    const section = await region("Photographs");
    expect(
      within(section)
        .getAllByRole("img")
        .map((image) => [image.getAttribute("alt"), image.getAttribute("src")]),
    ).toEqual([
      ["Front photograph of Indigo block-print kurta", "/img/s/501/front/3f9a2c1d/thumbnail.webp"],
      [
        "Detail drawing of Indigo block-print kurta (no photograph yet)",
        "/img/p/kurta/2b2d77/detail/thumbnail.webp",
      ],
    ]);
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Front", "Detail", "Back", "Views on the product page"]);
    const [front, detail, back] = within(section).getAllByRole("listitem");
    expect(front?.textContent).toContain("Shown 1st of 2 on the product page. Showing its photograph.");
    expect(detail?.textContent).toContain(
      "Shown 2nd of 2 on the product page. No photograph yet: showing its drawing.",
    );
    expect(back?.textContent).toContain("No picture");
    expect(back?.textContent).toContain(
      "Not shown on the product page. No photograph, and no drawing to show.",
    );
    // A photograph can be replaced or removed; a view without one only takes one.
    expect(
      within(front as HTMLElement).getByRole("button", { name: "Replace the front photograph" }),
    ).toBeTruthy();
    expect(
      within(front as HTMLElement).getByRole("button", { name: "Remove the front photograph" }),
    ).toBeTruthy();
    expect(
      within(detail as HTMLElement).getByRole("button", { name: "Upload the detail photograph" }),
    ).toBeTruthy();
    expect(within(detail as HTMLElement).queryByRole("button", { name: /Remove/ })).toBeNull();
    const file = within(detail as HTMLElement).getByLabelText("A detail photograph") as HTMLInputElement;
    expect(file.type).toBe("file");
    expect(file.name).toBe("photo");
    expect(file.accept).toBe("image/jpeg,image/png,image/webp,image/avif,image/tiff");
    expect(file.closest("form")?.getAttribute("enctype")).toBe("multipart/form-data");
    expect(document.getElementById(file.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "JPEG, PNG, WebP, AVIF or TIFF, at most 20 MB; cropped to 3:4.",
    );
  });

  it("uploads a view's photograph as a multipart body with the one file under photo", async () => {
    const uploaded = photosWith("detail", { photo: "/img/s/501/detail/77aa01be/thumbnail.webp" });
    const server = renderStyle(holding(() => jsonAnswer(200, uploaded)));
    const form = await screen.findByRole("form", { name: "Detail photograph" });
    const photo = JPEG();
    chooseFile(within(form).getByLabelText("A detail photograph"), photo);
    fireEvent.click(within(form).getByRole("button", { name: "Upload the detail photograph" }));
    expect(
      await screen.findByText(
        "The detail photograph is uploaded. The product page shows: Front, then Detail.",
      ),
    ).toBeTruthy();
    const [upload, ...others] = server.calls.filter((call) => call.method !== "GET");
    expect(others).toEqual([]);
    expect(upload).toMatchObject({ method: "POST", url: "/admin/api/styles/501/photos/detail" });
    // The browser writes the multipart content type with its boundary.
    expect(upload?.headers).toEqual({ accept: "application/json", module: "odin-admin" });
    const body = upload?.body;
    if (!(body instanceof FormData)) throw new Error("not a multipart body");
    expect([...body.keys()]).toEqual(["photo"]);
    const sent = body.get("photo") as File;
    expect([sent.name, sent.type, sent.size]).toEqual(["detail.jpg", "image/jpeg", photo.size]);
  });

  it("says why the server refused a photograph, under its field", async () => {
    const notAnImage = "Not an image that can be read (JPEG, PNG, WebP, AVIF or TIFF).";
    const tooLarge = ADMIN_MESSAGES.catalogue.photoTooLarge.replace("{megabytes}", "20");
    let answers = 0;
    const server = renderStyle(
      holding(() =>
        answers++ === 0
          ? errorAnswer(400, "VALIDATION_FAILED", notAnImage)
          : errorAnswer(413, "PHOTO_TOO_LARGE", tooLarge),
      ),
    );
    const form = await screen.findByRole("form", { name: "Detail photograph" });
    const field = within(form).getByLabelText("A detail photograph");
    chooseFile(field, JPEG());
    fireEvent.click(within(form).getByRole("button", { name: "Upload the detail photograph" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `The photograph was not uploaded. ${notAnImage}`,
    );
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByText(notAnImage, { selector: ".field-error" })).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Upload the detail photograph" }));
    expect(await screen.findByText(`The photograph was not uploaded. ${tooLarge}`)).toBeTruthy();
    // The file chosen stays chosen, and is sent again.
    const uploads = server.calls.filter((call) => call.method === "POST");
    expect(uploads.map((call) => (call.body as FormData).get("photo"))).toEqual([
      expect.objectContaining({ name: "detail.jpg" }),
      expect.objectContaining({ name: "detail.jpg" }),
    ]);
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("removes a view's photograph with a DELETE, and says its drawing shows again", async () => {
    const server = renderStyle(holding(() => jsonAnswer(200, photosWith("front", { photo: null }))));
    const section = await region("Photographs");
    fireEvent.click(within(section).getByRole("button", { name: "Remove the front photograph" }));
    expect(
      await within(section).findByText("The front photograph is removed: the view shows its drawing again."),
    ).toBeTruthy();
    expect(changes(server)).toEqual([
      { method: "DELETE", url: "/admin/api/styles/501/photos/front", body: undefined },
    ]);
  });

  it("saves the views shown in the order of their places, and refuses to show none without asking", async () => {
    const reordered: StylePhotos = {
      styleId: 501,
      views: [
        { ...(STYLE_PHOTOS.views[2] as StylePhotos["views"][number]), shown: true },
        STYLE_PHOTOS.views[0] as StylePhotos["views"][number],
        STYLE_PHOTOS.views[1] as StylePhotos["views"][number],
      ],
    };
    const server = renderStyle(holding(() => jsonAnswer(200, reordered)));
    const form = await screen.findByRole("form", { name: "Views on the product page" });
    const places = (["front", "detail", "back"] as const).map(
      (view) => (within(form).getByLabelText(`Place of the ${view} view`) as HTMLSelectElement).value,
    );
    expect(places).toEqual(["1", "2", "3"]);
    expect((within(form).getByLabelText("Show the back view") as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(form).getByLabelText("Show the front view"));
    fireEvent.click(within(form).getByLabelText("Show the detail view"));
    fireEvent.click(within(form).getByRole("button", { name: "Save the views shown" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The views shown were not saved. Show at least one view on the product page.",
    );
    expect(changes(server)).toEqual([]);
    fireEvent.click(within(form).getByLabelText("Show the front view"));
    fireEvent.click(within(form).getByLabelText("Show the detail view"));
    fireEvent.click(within(form).getByLabelText("Show the back view"));
    type(form, "Place of the back view", "1");
    type(form, "Place of the front view", "2");
    type(form, "Place of the detail view", "3");
    fireEvent.click(within(form).getByRole("button", { name: "Save the views shown" }));
    expect(await screen.findByText("The product page shows: Back, then Front, then Detail.")).toBeTruthy();
    expect(changes(server)).toEqual([
      { method: "PUT", url: "/admin/api/styles/501/photos", body: { views: ["back", "front", "detail"] } },
    ]);
  });

  it("shows the server's words when it refuses the order", async () => {
    const server = renderStyle(
      holding(() =>
        refusalWithData(400, "VALIDATION_FAILED", ADMIN_MESSAGES.catalogue.viewsRepeated, {
          issues: [{ path: "body.views", message: ADMIN_MESSAGES.catalogue.viewsRepeated }],
        }),
      ),
    );
    const form = await screen.findByRole("form", { name: "Views on the product page" });
    fireEvent.click(within(form).getByLabelText("Show the detail view"));
    fireEvent.click(within(form).getByRole("button", { name: "Save the views shown" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      `The views shown were not saved. ${ADMIN_MESSAGES.catalogue.viewsRepeated}`,
    );
    expect(form.getAttribute("aria-describedby")).toBe(alert.id);
    expect(changes(server)).toEqual([
      { method: "PUT", url: "/admin/api/styles/501/photos", body: { views: ["front"] } },
    ]);
  });

  it("shows the page the server's 404 means", async () => {
    renderStyle(() =>
      jsonAnswer(404, { errors: [{ status: 404, code: "NOT_FOUND", detail: "Not found." }] }),
    );
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
  });
});
