import type { DatabaseHandle } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { errorBody } from "./errors";

/** Liveness, readiness (database reachable) and Prometheus metrics; returns the metrics registry. */
export function registerHealth(app: FastifyInstance, database: DatabaseHandle): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });

  const hidden = { schema: { hide: true } };
  app.get("/healthz", hidden, async () => ({ status: "ok" }));
  app.get("/readyz", hidden, async (request, reply) => {
    try {
      await database.ping();
      return { status: "ready", database: database.engine };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send(errorBody(503, "NOT_READY", "The database is not reachable."));
    }
  });
  app.get("/metrics", hidden, async (_request, reply) => {
    reply.header("content-type", registry.contentType);
    return registry.metrics();
  });
  return registry;
}
