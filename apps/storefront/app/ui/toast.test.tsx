// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast, Toaster } from "./toast";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("toast", () => {
  it("shows one message at a time in a live region, for 3 s by default", () => {
    render(<Toaster />);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe("");

    act(() => showToast("First", { tone: "danger" }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => showToast("Second"));
    expect(region.textContent).toBe("Second");
    expect(region.querySelectorAll(".toast")).toHaveLength(1);

    act(() => vi.advanceTimersByTime(2999));
    expect(region.textContent).toBe("Second");
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe("");
  });
});
