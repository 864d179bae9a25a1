import type { DatabaseHandle } from "@odin/db";
import type { FastifyInstance } from "fastify";

/**
 * While the app closes, answers that are still being sent carry `connection: close`, so the
 * keep-alive sockets they travel on end with them instead of holding the shutdown open until
 * their idle timeout.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
}

/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish, close the
 * database, then exit. Past the grace period the process exits with an error instead of hanging.
 */
export function createShutdown(
  app: FastifyInstance,
  database: DatabaseHandle,
  graceMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): (signal: string) => Promise<void> {
  let closing = false;
  return async (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      exit(1);
    }, graceMs);
    timer.unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    app.log.info("shut down cleanly");
    exit(0);
  };
}
