import type { RouteSpec } from "@odin/contracts";
import { vi } from "vitest";

/**
 * A stand-in for the page's API client in component tests: it answers each route of the route map
 * with the result a test set (a 500 where none was set) and keeps the calls it got.
 *
 *   const api = await vi.hoisted(async () => (await import("../../testing/route-answers")).routeAnswers());
 *   vi.mock("../../lib/browser-api", () => ({ browserApi: () => api }));
 *   api.answer(routes.sizeChart, { ok: true, status: 200, data: chart });
 */
export function routeAnswers() {
  const answers = new Map<RouteSpec, unknown>();
  const call = vi.fn(
    async (route: RouteSpec, ..._args: unknown[]) =>
      answers.get(route) ?? { ok: false, status: 500, data: null },
  );
  return {
    call,
    answer(route: RouteSpec, result: unknown): void {
      answers.set(route, result);
    },
    /** The input and options of each call of `route`, in order. */
    callsTo(route: RouteSpec): unknown[][] {
      return call.mock.calls.filter(([called]) => called === route).map(([, ...args]) => args);
    },
    reset(): void {
      answers.clear();
      call.mockClear();
    },
  };
}
