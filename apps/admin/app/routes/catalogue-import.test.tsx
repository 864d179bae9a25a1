import type { CatalogueImport, Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { chooseFile } from "../testing/choose-file";
import { type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import CatalogueImportPage, { clientAction, clientLoader, ErrorBoundary } from "./catalogue-import";

const IMPORT: CatalogueImport = {
  importId: 12,
  fileName: "kurtas.csv",
  status: "checking",
  rowsTotal: 0,
  rowsChecked: 0,
  rowsApplied: 0,
  errorCount: 0,
  errors: [],
  result: null,
  createdAt: "2026-11-29T09:00:00.000Z",
  finishedAt: null,
};

function renderImport(
  handler: FakeHandler,
  entry = "/catalogue/import",
  permissions: Permission[] = ["catalogue:read", "catalogue:write"],
) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/catalogue/import",
      Component: CatalogueImportPage,
      loader: clientLoader,
      action: clientAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the catalogue's CSV import", () => {
  it("uploads the file as the one part of a multipart body, then shows each error of its dry run", async () => {
    const invalid: CatalogueImport = {
      ...IMPORT,
      status: "invalid",
      rowsTotal: 3,
      rowsChecked: 3,
      errorCount: 2,
      errors: [
        { line: 3, column: "EAN", message: "An EAN has 13 digits, the last one its check digit." },
        { line: 4, column: "Price", message: "The price is above the MRP." },
      ],
    };
    const server = renderImport((call) =>
      call.method === "POST" ? jsonAnswer(200, IMPORT) : jsonAnswer(200, invalid),
    );
    const form = await screen.findByRole("form", { name: "Upload a CSV file" });
    const file = new File(["code,brand\n"], "kurtas.csv", { type: "text/csv" });
    chooseFile(within(form).getByLabelText("CSV file"), file);
    fireEvent.click(within(form).getByRole("button", { name: "Check the file" }));
    expect(await screen.findByText(/2 errors found in 3 rows: nothing was changed/)).toBeTruthy();
    const table = screen.getByRole("table", { name: "Errors of the file" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ["3", "EAN", "An EAN has 13 digits, the last one its check digit."],
      ["4", "Price", "The price is above the MRP."],
    ]);
    const [upload] = server.calls.filter((call) => call.method === "POST");
    expect(upload?.url).toBe("/admin/api/catalogue/imports");
    const body = upload?.body;
    if (!(body instanceof FormData)) throw new Error("not a multipart body");
    expect([...body.keys()]).toEqual(["file"]);
    expect((body.get("file") as File).name).toBe("kurtas.csv");
    expect(server.calls.at(-1)?.url).toBe("/admin/api/catalogue/imports/12");
  });

  it("shows the dry run's progress while it runs", async () => {
    renderImport(() => jsonAnswer(200, { ...IMPORT, rowsChecked: 4000 }), "/catalogue/import?import=12");
    const status = await screen.findByText(/Dry run: 4,000 rows checked so far/);
    expect(status.closest("[aria-busy]")?.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("progressbar", { name: "Rows checked" })).toBeTruthy();
  });

  it("runs a clean import, then links to the styles it created", async () => {
    const checked: CatalogueImport = { ...IMPORT, status: "checked", rowsTotal: 2, rowsChecked: 2 };
    const applied: CatalogueImport = {
      ...checked,
      status: "applied",
      rowsApplied: 2,
      result: {
        stylesCreated: 1,
        stylesUpdated: 0,
        sizesCreated: 2,
        pricesChanged: 0,
        stockChanges: 2,
        created: [{ styleId: 901, code: "KUR0000001", name: "रेशमी कुर्ता" }],
      },
    };
    let ran = false;
    const server = renderImport((call) => {
      if (call.method === "POST") {
        ran = true;
        return jsonAnswer(200, { ...checked, status: "applying" });
      }
      return jsonAnswer(200, ran ? applied : checked);
    }, "/catalogue/import?import=12");
    expect(
      await screen.findByText("Dry run: no errors in 2 rows. Run the import to apply them all."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Run import" }));
    expect(await screen.findByText(/Imported 2 rows: 1 styles created/)).toBeTruthy();
    const link = screen.getByRole("link", { name: "KUR0000001 · रेशमी कुर्ता" });
    expect(link.getAttribute("href")).toBe("/catalogue/901");
    expect(server.calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/admin/api/catalogue/imports/12/apply",
    ]);
  });

  it("says the server's refusal of a file above the form", async () => {
    renderImport(() =>
      jsonAnswer(413, {
        errors: [
          {
            status: 413,
            code: "IMPORT_TOO_LARGE",
            detail: "The file is larger than 30 MB. Split it into smaller files.",
          },
        ],
      }),
    );
    const form = await screen.findByRole("form", { name: "Upload a CSV file" });
    const file = new File(["x"], "big.csv", { type: "text/csv" });
    chooseFile(within(form).getByLabelText("CSV file"), file);
    fireEvent.click(within(form).getByRole("button", { name: "Check the file" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The file is larger than 30 MB. Split it into smaller files.",
    );
  });

  it("offers no upload to a role without catalogue:write", async () => {
    renderImport(() => jsonAnswer(200, IMPORT), "/catalogue/import", ["catalogue:read"]);
    expect(await screen.findByRole("heading", { name: "Import styles from CSV" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Upload a CSV file" })).toBeNull();
    expect(screen.getByText(/catalogue:write/)).toBeTruthy();
  });
});
