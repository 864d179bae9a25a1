// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  createMemoryRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  UNSAFE_FrameworkContext,
} from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { moduleHrefsOf, preloadModules, useRouteModulePreload } from "./route-preload";

const MANIFEST = {
  root: { module: "/assets/root.js", imports: ["/assets/entry.client.js", "/assets/shell.js"] },
  "routes/my-bag": { module: "/assets/my-bag.js", imports: ["/assets/shell.js", "/assets/coupon-box.js"] },
  "routes/checkout-shipping": {
    module: "/assets/checkout-shipping.js",
    imports: ["/assets/shell.js", "/assets/addresses.js", "/assets/form-error.js"],
  },
};

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

afterEach(() => {
  cleanup();
  document.head.innerHTML = "";
});

describe("moduleHrefsOf", () => {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/my-bag", path: "mybag" },
        { id: "routes/checkout-shipping", path: "checkout/shipping" },
      ],
    },
  ];

  it("names each matched route's module and the chunks it imports, once each", () => {
    expect(moduleHrefsOf(routes, MANIFEST, { pathname: "/checkout/shipping" })).toEqual([
      "/assets/root.js",
      "/assets/entry.client.js",
      "/assets/shell.js",
      "/assets/checkout-shipping.js",
      "/assets/addresses.js",
      "/assets/form-error.js",
    ]);
  });

  it("names nothing for a path no route matches", () => {
    expect(moduleHrefsOf(routes, MANIFEST, { pathname: "/nowhere" })).toEqual([]);
  });
});

describe("preloadModules", () => {
  it("adds a module preload for each module not preloaded yet", () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/shell.js">';
    preloadModules(document, ["/assets/shell.js", "/assets/addresses.js", "/assets/form-error.js"]);
    expect(preloaded()).toEqual(["/assets/shell.js", "/assets/addresses.js", "/assets/form-error.js"]);
  });
});

/** The root layout, as ShellEffects mounts the hook. */
function Shell() {
  useRouteModulePreload();
  return <Outlet />;
}

describe("useRouteModulePreload", () => {
  it("preloads the next page's modules when the navigation starts, before its data has come", async () => {
    let answer: (value: null) => void = () => {};
    const data = new Promise<null>((resolve) => {
      answer = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          id: "root",
          path: "/",
          element: <Shell />,
          children: [
            { id: "routes/my-bag", path: "mybag", element: <p>bag</p> },
            {
              id: "routes/checkout-shipping",
              path: "checkout/shipping",
              loader: () => data,
              element: <p>shipping</p>,
            },
          ],
        },
      ],
      { initialEntries: ["/mybag"] },
    );
    const framework = { manifest: { routes: MANIFEST } } as unknown as Parameters<
      typeof UNSAFE_FrameworkContext.Provider
    >[0]["value"];
    const page: ReactNode = (
      <UNSAFE_FrameworkContext.Provider value={framework}>
        <RouterProvider router={router} />
      </UNSAFE_FrameworkContext.Provider>
    );
    render(page);
    expect(preloaded()).toEqual([]);

    await act(async () => {
      void router.navigate("/checkout/shipping");
    });
    expect(router.state.navigation.state).toBe("loading");
    expect(preloaded()).toEqual([
      "/assets/root.js",
      "/assets/entry.client.js",
      "/assets/shell.js",
      "/assets/checkout-shipping.js",
      "/assets/addresses.js",
      "/assets/form-error.js",
    ]);
    await act(async () => answer(null));
  });
});
