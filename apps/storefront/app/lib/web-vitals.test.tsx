// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

const startWebVitals = vi.fn();
vi.mock("./web-vitals-report", () => ({ startWebVitals }));

const { useWebVitals } = await import("./web-vitals");

function Shell() {
  useWebVitals();
  return <Outlet />;
}

function Page() {
  return null;
}

afterEach(cleanup);

describe("useWebVitals", () => {
  it("starts the reporter once the app has started, with the routes the document loaded with", async () => {
    const router = createMemoryRouter(
      [
        {
          id: "root",
          path: "/",
          Component: Shell,
          children: [
            { id: "routes/home", index: true, Component: Page },
            { id: "routes/my-bag", path: "mybag", Component: Page },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(startWebVitals).toHaveBeenCalledTimes(1));
    await act(() => router.navigate("/mybag"));
    expect(startWebVitals).toHaveBeenCalledTimes(1);
    const [landing] = startWebVitals.mock.calls[0] as [{ id: string }[]];
    expect(landing.map((match) => match.id)).toEqual(["root", "routes/home"]);
  });
});
