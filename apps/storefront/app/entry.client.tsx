import { useEffect } from "react";
import type { DataRouter } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { hydrateDocument } from "./hydrate-document";
import "./preact-options";

/**
 * Hydrates the server's document with Preact (decision 76). React hydrates in a transition and lets
 * React Router and the on-demand pages suspend while it does; Preact hydrates at once and has no
 * Suspense boundary at the root. So, before hydrating:
 *
 * - the router must exist: `HydratedRouter` makes it the first time it runs, once the server's data
 *   is decoded, throwing the decoding's promise until then;
 * - the code each matched route needs to draw its page must be loaded: a route asks for it with
 *   `handle.beforeHydration(loaderData)` (the catch-all's page kinds).
 */

declare global {
  interface Window {
    /** The page's router, which `HydratedRouter` sets once it has made it. */
    __reactRouterDataRouter?: DataRouter;
  }
}

/** What a route's `handle` may ask to happen before the page is hydrated, given the route's data. */
interface HydrationHandle {
  beforeHydration?: (loaderData: unknown) => Promise<unknown>;
}

/**
 * Runs `HydratedRouter` outside a render, waiting on the promise it throws, until it has made the
 * router. Once it has, its hooks throw (there is no render to hold their state): that throw is the
 * end of the wait, and the component itself runs again inside the hydration.
 */
async function pageRouter(): Promise<DataRouter> {
  for (;;) {
    let pending: unknown;
    try {
      HydratedRouter({});
    } catch (thrown) {
      pending = thrown;
    }
    const router = window.__reactRouterDataRouter;
    if (router) return router;
    if (!(pending instanceof Promise)) throw pending;
    await pending;
  }
}

async function beforeHydration(router: DataRouter): Promise<void> {
  const { matches, loaderData } = router.state;
  await Promise.all(
    matches.map((match) =>
      (match.route.handle as HydrationHandle | undefined)?.beforeHydration?.(loaderData[match.route.id]),
    ),
  );
}

/**
 * `data-hydrated` on `<html>` once the page is hydrated and its first effects have run (they run
 * in the order drawn, and this is drawn last): the journeys wait for it before they act.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

async function hydrate(): Promise<void> {
  await beforeHydration(await pageRouter());
  hydrateDocument(
    <>
      <HydratedRouter />
      <HydratedMark />
    </>,
  );
}

// React Router's module script sets the route modules (`__reactRouterRouteModules`) after its
// imports have run, which may include this module: hydrating waits a task for them.
setTimeout(hydrate);
