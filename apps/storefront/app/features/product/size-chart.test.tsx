// @vitest-environment happy-dom
import { MESSAGES } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SizeChart } from "./size-chart";

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
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

beforeEach(() => api.get.mockReset());
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
    api.get.mockResolvedValue({ ok: true, status: 200, data: CHART });
    render(<SizeChart id={7} />);
    expect(api.get).not.toHaveBeenCalled();
    const { button, dialog } = await open();
    expect(api.get).toHaveBeenCalledWith("/api/sizeCharts/7");
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
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape (the dialog's cancel and close events)", async () => {
    api.get.mockResolvedValue({ ok: true, status: 200, data: CHART });
    render(<SizeChart id={7} />);
    const { dialog } = await open();
    act(() => dialog.close());
    expect(dialog.open).toBe(false);
    expect(within(dialog).queryByRole("table")).toBeNull();
  });

  it("says something went wrong when the chart cannot be loaded", async () => {
    api.get.mockResolvedValue({ ok: false, status: 500, data: {} });
    render(<SizeChart id={7} />);
    const { dialog } = await open();
    expect(within(dialog).getByText(MESSAGES.generic.somethingWentWrong)).toBeTruthy();
  });
});
