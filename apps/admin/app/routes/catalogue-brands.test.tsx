import type { Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { BRAND_DECLARATIONS, BRANDS, refusalWithData } from "../testing/catalogue";
import { type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import CatalogueBrands, { clientAction, clientLoader, ErrorBoundary } from "./catalogue-brands";

function renderBrands(
  handler: FakeHandler,
  permissions: Permission[] = ["catalogue:read", "catalogue:write"],
) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/catalogue/brands",
      Component: CatalogueBrands,
      loader: clientLoader,
      action: clientAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={["/catalogue/brands"]} />);
  return server;
}

const changes = (server: ReturnType<typeof fakeFetch>) =>
  server.calls
    .filter((call) => call.method !== "GET")
    .map(({ method, url, body }) => ({ method, url, body }));

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the brands' legal declarations", () => {
  it("shows each brand's declarations, or that it has none yet", async () => {
    const server = renderBrands(() => jsonAnswer(200, BRANDS));
    const rangrez = await screen.findByRole("region", { name: "Rangrez (RGZ)" });
    expect(rangrez.textContent).toContain("Manufacturer");
    expect(rangrez.textContent).toContain("Plot 12, Sitapura, Jaipur 302022");
    expect(rangrez.textContent).toContain("care@rangrez.in");
    const aarohi = screen.getByRole("region", { name: "Aarohi (AAR)" });
    expect(aarohi.textContent).toContain("None yet.");
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/brands/declarations"]);
  });

  it("saves a brand's declarations, every field, the address's lines joined", async () => {
    const server = renderBrands((call) =>
      call.method === "GET"
        ? jsonAnswer(200, BRANDS)
        : jsonAnswer(200, { brandId: 5, code: "AAR", name: "Aarohi", declarations: call.body }),
    );
    const form = await screen.findByRole("form", { name: "Declarations of Aarohi" });
    type(form, "Maker's role", "importer");
    type(form, "Maker's name", "Aarohi Imports LLP");
    type(form, "Maker's address", "7 Park Street\nKolkata 700016");
    type(form, "Country of origin", "Bangladesh");
    type(form, "Customer care e-mail", "care@aarohi.in");
    type(form, "Customer care phone", "+91 33 4000 5000");
    type(form, "Seller's name", "Odin Retail Pvt Ltd");
    type(form, "Seller's address", "12 MG Road, Bengaluru 560001");
    fireEvent.click(within(form).getByRole("button", { name: "Save the declarations of Aarohi" }));
    expect(await screen.findByText(/^Aarohi's declarations are saved/)).toBeTruthy();
    expect(changes(server)).toEqual([
      {
        method: "PUT",
        url: "/admin/api/brands/5/declarations",
        body: {
          makerRole: "importer",
          makerName: "Aarohi Imports LLP",
          makerAddress: "7 Park Street, Kolkata 700016",
          countryOfOrigin: "Bangladesh",
          careEmail: "care@aarohi.in",
          carePhone: "+91 33 4000 5000",
          sellerName: "Odin Retail Pvt Ltd",
          sellerAddress: "12 MG Road, Bengaluru 560001",
        },
      },
    ]);
  });

  it("starts from the brand's declarations, and marks the field the server refused", async () => {
    const server = renderBrands((call) =>
      call.method === "GET"
        ? jsonAnswer(200, BRANDS)
        : refusalWithData(400, "VALIDATION_FAILED", "Invalid string: must match pattern", {
            issues: [{ path: "body.carePhone", message: "Invalid string: must match pattern" }],
          }),
    );
    const form = await screen.findByRole("form", { name: "Declarations of Rangrez" });
    expect((within(form).getByLabelText("Maker's name") as HTMLInputElement).value).toBe(
      BRAND_DECLARATIONS.makerName,
    );
    type(form, "Country of origin", "India ");
    fireEvent.click(within(form).getByRole("button", { name: "Save the declarations of Rangrez" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The brand's declarations were not saved. Invalid string: must match pattern",
    );
    expect(within(form).getByLabelText("Customer care phone").getAttribute("aria-invalid")).toBe("true");
    expect(changes(server)[0]?.body).toEqual({ ...BRAND_DECLARATIONS, countryOfOrigin: "India" });
  });

  it("draws no form for a role that may only look", async () => {
    renderBrands(() => jsonAnswer(200, BRANDS), ["catalogue:read"]);
    await screen.findByRole("region", { name: "Rangrez (RGZ)" });
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
