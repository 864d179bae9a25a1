import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openTestDatabase } from "../testing/test-app";
import { loadConfig } from "./config";
import { createShutdown } from "./shutdown";

describe("graceful shutdown", () => {
  it("lets in-flight requests finish, readiness answering 503, then closes the database and exits 0", async () => {
    const database = await openTestDatabase();
    const events: string[] = [];
    const watched = {
      ...database,
      close: async () => {
        events.push("database closed");
        await database.close();
      },
    };
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      database: watched,
      storefront: "none",
    });
    let arrivals = 0;
    let arrived: () => void = () => {};
    const requestsArrived = new Promise<void>((resolve) => {
      arrived = () => {
        arrivals += 1;
        if (arrivals === 2) resolve();
      };
    });
    let closingStarted: () => void = () => {};
    const shutdownStarted = new Promise<void>((resolve) => {
      closingStarted = resolve;
    });
    // The requests wait until the shutdown has begun, so it is in flight then however fast or slow
    // the machine draws the picture.
    app.addHook("onRequest", async () => {
      arrived();
      await shutdownStarted;
    });
    app.addHook("preClose", async () => closingStarted());
    app.addHook("onResponse", async () => {
      events.push("request answered");
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const exits: number[] = [];
    // A grace period longer than the test may run: a slow machine must not turn a clean shutdown
    // into exit 1 (the test's own timeout catches a shutdown that hangs).
    const shutdown = createShutdown(app, watched, 600_000, (code) => exits.push(code));

    const inFlight = fetch(`${address}/img/placeholder/large.webp`);
    // A load balancer's readiness check meanwhile: it stops sending new requests here.
    const readiness = fetch(`${address}/readyz`);
    await requestsArrived;
    const closing = shutdown("SIGTERM");
    const ready = await readiness;
    expect(ready.status).toBe(503);
    expect((await ready.json()).errors[0].detail).toBe("The server is shutting down.");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("close");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await closing;

    expect(exits).toEqual([0]);
    expect(events).toEqual(["request answered", "request answered", "database closed"]);
    expect(app.server.listening).toBe(false);
  });
});
