import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";

/** Test helper: server-renders `element` inside a data router at `/` (Form and Link need one). */
export function renderWithRouter(element: ReactNode): string {
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: ["/"] });
  return renderToString(<RouterProvider router={router} />);
}
