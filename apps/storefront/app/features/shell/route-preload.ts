import { useContext, useEffect } from "react";
import {
  type Location,
  matchRoutes,
  type RouteObject,
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
} from "react-router";

/**
 * A client navigation loads the next page's route module with `import()`, and only once that module
 * has arrived and been parsed does the browser ask for the modules it imports (the page's own chunks
 * besides the shell's): two round trips one after the other, each held up by a busy main thread. The
 * page's manifest already names them all (`imports`, as the server's module preloads do for a first
 * load), so as soon as the router starts a navigation, whatever started it (a link, a form, an
 * action's redirect), every module of the pages it goes to is preloaded at once.
 */

interface ManifestRoute {
  module: string;
  imports?: string[];
}

/** The modules of the routes `location` matches: each route's own and the chunks it imports. */
export function moduleHrefsOf(
  routes: RouteObject[],
  manifest: Record<string, ManifestRoute | undefined>,
  location: Pick<Location, "pathname">,
  basename?: string,
): string[] {
  const matches = matchRoutes(routes, location, basename) ?? [];
  const hrefs = matches.flatMap(({ route }) => {
    const entry = route.id ? manifest[route.id] : undefined;
    return entry ? [entry.module, ...(entry.imports ?? [])] : [];
  });
  return [...new Set(hrefs)];
}

/** Adds a module preload for each of `hrefs` the document has not preloaded yet. */
export function preloadModules(document: Document, hrefs: readonly string[]): void {
  const known = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    ),
  );
  for (const href of hrefs) {
    if (known.has(href)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/** Preloads the modules of every page a navigation goes to, when it starts (mounted once, in the shell). */
export function useRouteModulePreload(): void {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const framework = useContext(UNSAFE_FrameworkContext);
  const router = dataRouter?.router;
  const manifest = framework?.manifest.routes;
  useEffect(() => {
    if (!router || !manifest) return;
    let last: string | undefined;
    return router.subscribe((state) => {
      const next = state.navigation.location;
      if (!next || next.pathname === last) return;
      last = next.pathname;
      preloadModules(
        document,
        moduleHrefsOf(router.routes as RouteObject[], manifest, next, router.basename),
      );
    });
  }, [router, manifest]);
}
