import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { AREAS } from "./lib/areas";

/**
 * The back office's pages, under /admin (react-router.config.ts). Every page but sign-in is drawn
 * inside the signed-in layout, which loads the session; each area of lib/areas.ts is one page there.
 */
export default [
  route("login", "routes/login.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  layout("routes/signed-in.tsx", [
    index("routes/home.tsx"),
    ...AREAS.flatMap((area) => [
      route(area.path, area.file),
      ...("pages" in area ? area.pages.map((page) => route(page.path, page.file)) : []),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
