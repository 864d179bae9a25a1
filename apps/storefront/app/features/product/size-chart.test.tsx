// @vitest-environment happy-dom
import { MESSAGES, routes } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SizeChart } from "./size-chart";

const api = await vi.hoisted(async () => (await import("../../testing/route-answers")).routeAnswers());
vi.mock("../../lib/browser-api", () => ({ browserApi: () => api }));

const CHART = {
  id: 7,
  name: "Kurtas",
  headers: ["Size", "Bust (in)", "Length (in)"],
  rows: [
    ["S", "34", "44"],
    ["M", "36", "45"],
  ],
  unit: "Measurements in inches",
};

beforeEach(() => api.reset());
afterEach(cleanup);

async function open() {
  const button = screen.getByRole("button", { name: "Size Chart" });
  button.focus();
  await act(async () => {
    fireEvent.click(button);
  });
  return { button, dialog: document.querySelector("dialog") as HTMLDialogElement };
}

describe("size chart", () => {
  it("fetches the chart only when opened and shows it as a table in a dialog", async () => {
    api.answer(routes.sizeChart, { ok: true, status: 200, data: CHART });
    render(<SizeChart id={7} />);
    expect(api.call).not.toHaveBeenCalled();
    const { button, dialog } = await open();
    expect(api.callsTo(routes.sizeChart)).toEqual([[undefined, { params: { id: 7 } }]]);
    expect(dialog.open).toBe(true);
    const table = within(dialog).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(CHART.headers);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["S", "M"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(button);
    await open();
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape (the dialog's cancel and close events)", async () => {
    api.answer(routes.sizeChart, { ok: true, status: 200, data: CHART });
    render(<SizeChart id={7} />);
    const { dialog } = await open();
    act(() => dialog.close());
    expect(dialog.open).toBe(false);
    expect(within(dialog).queryByRole("table")).toBeNull();
  });

  it("says something went wrong when the chart cannot be loaded", async () => {
    api.answer(routes.sizeChart, { ok: false, status: 500, data: {} });
    render(<SizeChart id={7} />);
    const { dialog } = await open();
    expect(within(dialog).getByText(MESSAGES.generic.somethingWentWrong)).toBeTruthy();
  });
});
