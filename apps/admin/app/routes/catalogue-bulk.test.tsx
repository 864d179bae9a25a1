import type { BulkEdit, Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { OPTIONS } from "../testing/catalogue";
import { errorAnswer, type FakeCall, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import CatalogueBulkEdit, { clientAction, clientLoader, ErrorBoundary } from "./catalogue-bulk";

const EDITOR: Permission[] = ["catalogue:read", "catalogue:write"];

const EDIT: BulkEdit = {
  id: 9,
  status: "previewed",
  filters: { brandId: 3, status: "published", limit: 25 },
  operation: { kind: "price", by: "amount", direction: "up", value: 200 },
  centre: null,
  preview: {
    styles: 3,
    stylesChanging: 1,
    sizesChanging: 2,
    stylesSkipped: 2,
    changes: [
      {
        styleId: 501,
        code: "RGZ-KU-0501",
        name: "Indigo kurta",
        size: "S",
        before: 129_900,
        after: 149_900,
        clamped: null,
      },
      {
        styleId: 501,
        code: "RGZ-KU-0501",
        name: "Indigo kurta",
        size: "M",
        before: 139_900,
        after: 149_900,
        clamped: "mrp",
      },
    ],
    skipped: [
      { styleId: 502, code: "RGZ-KU-0502", name: "Rust kurta", reason: "atMrp", fields: [] },
      {
        styleId: 503,
        code: "RGZ-KU-0503",
        name: "Saffron kurta",
        reason: "declarationsMissing",
        fields: ["countryOfOrigin"],
      },
    ],
  },
  progress: { stylesDone: 0, stylesChanged: 0, sizesChanged: 0, stylesSkipped: 0, skipped: [] },
  createdAt: "2026-11-29T09:00:00.000Z",
  appliedAt: null,
  finishedAt: null,
};

function renderBulk(
  edits: () => BulkEdit,
  apply: (call: FakeCall) => Response,
  permissions = EDITOR,
  path = "/catalogue/bulk/9",
) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch((call) => {
    if (call.method === "POST") return apply(call);
    if (call.url === "/admin/api/catalogue/options") return jsonAnswer(200, OPTIONS);
    return jsonAnswer(200, edits());
  });
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/catalogue/bulk/:editId",
      Component: CatalogueBulkEdit,
      loader: clientLoader,
      action: clientAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("a bulk edit's page", () => {
  it("shows what the edit does to which styles, its changes and its skips, before anything changes", async () => {
    renderBulk(
      () => EDIT,
      () => jsonAnswer(200, EDIT),
    );
    expect(await screen.findByRole("heading", { name: "Bulk edit 9" })).toBeTruthy();
    expect(
      screen.getByText(/Selling prices up by ₹200\. Styles of Rangrez, published, as found on/),
    ).toBeTruthy();
    expect(
      screen.getByText("The filters found 3 styles: 1 style (2 sizes) change, 2 styles are skipped."),
    ).toBeTruthy();
    expect(cells(screen.getByRole("table", { name: "What changes" }))).toEqual([
      ["RGZ-KU-0501", "Indigo kurta", "S", "₹1,299", "₹1,499"],
      ["RGZ-KU-0501", "Indigo kurta", "M", "₹1,399", "₹1,499stopped at the MRP"],
    ]);
    expect(cells(screen.getByRole("table", { name: "Styles skipped" }))).toEqual([
      ["RGZ-KU-0502", "Rust kurta", "Every size already sells at its MRP."],
      ["RGZ-KU-0503", "Saffron kurta", "Its legal declarations are incomplete: Country of origin."],
    ]);
    expect(screen.getByRole("button", { name: "Apply to 1 style" })).toBeTruthy();
  });

  it("applies once asked, then follows the progress until the result", async () => {
    let edit = EDIT;
    let reads = 0;
    const server = renderBulk(
      () => {
        reads += 1;
        return edit;
      },
      () => {
        edit = {
          ...EDIT,
          status: "applying",
          appliedAt: EDIT.createdAt,
          progress: { ...EDIT.progress, stylesDone: 1 },
        };
        return jsonAnswer(200, edit);
      },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Apply to 1 style" }));
    expect(await screen.findByText(/Applying: the styles change a few hundred at a time/)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/admin/api/bulk-edits/9/apply",
    ]);
    expect(screen.getByRole("heading", { name: "Applying" })).toBeTruthy();
    expect((screen.getByLabelText("1 of 3 styles gone through") as HTMLProgressElement).value).toBe(1);
    expect(screen.queryByRole("button", { name: /Apply/ })).toBeNull();
    const readsWhileApplying = reads;
    edit = {
      ...edit,
      status: "done",
      finishedAt: EDIT.createdAt,
      progress: {
        stylesDone: 3,
        stylesChanged: 1,
        sizesChanged: 2,
        stylesSkipped: 2,
        skipped: EDIT.preview.skipped,
      },
    };
    expect(await screen.findByRole("heading", { name: "Result" }, { timeout: 5_000 })).toBeTruthy();
    expect(reads).toBeGreaterThan(readsWhileApplying);
    expect(screen.getByText("Done: 1 style changed (2 sizes), 2 styles skipped.")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Styles skipped while applying" })).toBeTruthy();
  });

  it("says a second apply's refusal, and offers no Apply to a role without catalogue:write", async () => {
    renderBulk(
      () => EDIT,
      () => errorAnswer(409, "BULK_EDIT_APPLIED", "This edit was applied already."),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Apply to 1 style" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This edit was applied already.");
    cleanup();
    renderBulk(
      () => EDIT,
      () => jsonAnswer(200, EDIT),
      ["catalogue:read"],
    );
    await screen.findByRole("heading", { name: "Bulk edit 9" });
    expect(screen.queryByRole("button", { name: /Apply/ })).toBeNull();
  });

  it("shows a stock set in words, and no page for an id that is none", async () => {
    const stock: BulkEdit = {
      ...EDIT,
      filters: { limit: 25 },
      operation: { kind: "stock", fcId: 21, units: 6, reason: "Season count" },
      centre: "BHW",
      preview: {
        ...EDIT.preview,
        changes: [
          { ...(EDIT.preview.changes[0] as BulkEdit["preview"]["changes"][number]), before: 2, after: 6 },
        ],
      },
    };
    renderBulk(
      () => stock,
      () => jsonAnswer(200, stock),
    );
    expect(
      await screen.findByText(
        /Stock set to 6 units at BHW \(reason: Season count\)\. Every style of your brands/,
      ),
    ).toBeTruthy();
    expect(cells(screen.getByRole("table", { name: "What changes" }))[0]?.slice(3)).toEqual([
      "2 units",
      "6 units",
    ]);
    cleanup();
    const server = renderBulk(
      () => EDIT,
      () => jsonAnswer(200, EDIT),
      EDITOR,
      "/catalogue/bulk/nine",
    );
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
    expect(server.calls.filter((call) => call.url.startsWith("/admin/api/bulk-edits"))).toEqual([]);
  });
});
