import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createShutdown } from "./shutdown";

let test: TestApp | undefined;
afterEach(async () => {
  await test?.app.close();
});

describe("graceful shutdown", () => {
  it("lets an in-flight request finish, then closes the database and exits 0", async () => {
    test = await createTestApp();
    const address = await test.app.listen({ port: 0, host: "127.0.0.1" });
    const exits: number[] = [];
    const events: string[] = [];
    const { database } = test;
    const watched = {
      ...database,
      close: async () => {
        events.push("database closed");
        await database.close();
      },
    };
    const shutdown = createShutdown(test.app, watched, 10_000, (code) => exits.push(code));

    // A large picture not yet in the cache takes a few hundred milliseconds to draw.
    const inFlight = fetch(`${address}/img/p/saree/1d4ed8/detail/large.webp`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closing = shutdown("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("close");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await closing;

    expect(exits).toEqual([0]);
    expect(events).toEqual(["database closed"]);
    expect(test.app.server.listening).toBe(false);
    test = undefined;
  });
});
