// @vitest-environment happy-dom
import { routes } from "@odin/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";

const call = vi.fn(async () => ({ ok: true, status: 200, data: { stored: 1 } }));
vi.mock("./browser-api", () => ({ browserApi: () => ({ call }) }));

const { trackEvent } = await import("./track-event");
const { reportApiEvent } = await import("./api-events");

afterEach(() => {
  vi.useRealTimers();
});

describe("trackEvent", () => {
  it("pushes each event onto dataLayer and sends the page's events in one batch", async () => {
    vi.useFakeTimers();
    trackEvent("page_view");
    trackEvent("add_to_bag", { styleId: 12, skuId: 120 });
    reportApiEvent({
      type: "api_error",
      path: "/api/v2/carousel",
      method: "POST",
      status: 503,
      correlationId: "c1",
    });
    reportApiEvent({
      type: "api_error",
      path: routes.analyticsEvents.path,
      method: "POST",
      status: 503,
      correlationId: "c2",
    });
    expect(window.dataLayer?.map((event) => event.event)).toEqual(["page_view", "add_to_bag", "api_error"]);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(call).toHaveBeenCalledTimes(1);
    const [route, body] = call.mock.calls[0] as unknown as [
      unknown,
      { events: { name: string; fields?: unknown }[] },
    ];
    expect(route).toBe(routes.analyticsEvents);
    expect(body.events.map((event) => event.name)).toEqual(["page_view", "add_to_bag", "api_error"]);
    expect(body.events[2]?.fields).toEqual({
      call: "POST /api/v2/carousel",
      status: 503,
      correlationId: "c1",
    });
  });
});
