// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../testing/render-with-router";
import { PriceRangeForm, priceRangeError } from "./price-range-form";

const address = { path: "/products", search: "?f-co=Red&f-pr=500-999&p=2&na" };

function show() {
  const router = createMemoryRouter(
    [{ path: "/products", element: <PriceRangeForm address={address} draft={{ min: "", max: "" }} /> }],
    { initialEntries: ["/products?f-co=Red&f-pr=500-999&p=2&na"] },
  );
  render(<RouterProvider router={router} />);
  return {
    router,
    min: screen.getByLabelText("Min"),
    max: screen.getByLabelText("Max"),
    alert: screen.getByRole("alert"),
  };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("PriceRangeForm", () => {
  it("gives the spec's messages for each broken rule", () => {
    expect(priceRangeError({ min: "1a", max: "900" })).toBe("Numbers only, please.");
    expect(priceRangeError({ min: "100", max: "" })).toBe("Please enter both Min & Max.");
    expect(priceRangeError({ min: "900", max: "100" })).toBe("Max price should be > Min price, please.");
    expect(priceRangeError({ min: "100", max: "1000001" })).toBe("Please enter an amount below ₹ 10 Lacs");
    expect(priceRangeError({ min: "0100", max: "900" })).toBe("Sorry! price cannot start with 0.");
    expect(priceRangeError({ min: "100", max: "900" })).toBeUndefined();
  });

  it("submits with GET before hydration, carrying the other filters but not price or page", () => {
    const html = renderWithRouter(<PriceRangeForm address={address} draft={{ min: "100", max: "900" }} />);
    expect(html).toContain('method="get" action="/products"');
    expect(html).toContain('name="f-co" value="Red"');
    expect(html).toContain('name="na" value/>');
    expect(html).not.toContain('name="f-pr"');
    expect(html).not.toContain('name="p"');
    expect(html).toContain('name="cpr-min"');
    expect(html).toContain('value="100"');
  });

  it("validates after 2 s without typing and shows the message for 5 s", () => {
    vi.useFakeTimers();
    const { min, max, alert } = show();
    fireEvent.input(min, { target: { value: "0100" } });
    fireEvent.input(max, { target: { value: "900" } });
    act(() => vi.advanceTimersByTime(1_999));
    expect(alert.textContent).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(alert.textContent).toBe("Sorry! price cannot start with 0.");
    expect(min.getAttribute("aria-invalid")).toBe("true");
    act(() => vi.advanceTimersByTime(5_000));
    expect(alert.textContent).toBe("");
  });

  it("validates on submit and applies a valid range as cpr", () => {
    const { router, min, max, alert } = show();
    fireEvent.input(min, { target: { value: "100" } });
    fireEvent.submit(min.closest("form") as HTMLFormElement);
    expect(alert.textContent).toBe("Please enter both Min & Max.");
    fireEvent.input(max, { target: { value: "900" } });
    fireEvent.submit(min.closest("form") as HTMLFormElement);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      "/products?f-co=Red&na&cpr=100-900",
    );
  });
});
