import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openTestDatabase } from "../testing/test-app";
import { loadConfig } from "./config";
import { createShutdown } from "./shutdown";

describe("graceful shutdown", () => {
  it("lets an in-flight request finish, then closes the database and exits 0", async () => {
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
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.addHook("onRequest", async () => arrived());
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const exits: number[] = [];
    const shutdown = createShutdown(app, watched, 10_000, (code) => exits.push(code));

    // A large picture not yet in the cache takes a few hundred milliseconds to draw: the
    // shutdown starts while the server is still working on it.
    const inFlight = fetch(`${address}/img/p/saree/1d4ed8/detail/large.webp`);
    await requestArrived;
    const closing = shutdown("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("close");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await closing;

    expect(exits).toEqual([0]);
    expect(events).toEqual(["database closed"]);
    expect(app.server.listening).toBe(false);
  });
});
