import type { DatabaseHandle } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { errorBody } from "./errors";

/**
 * Liveness, readiness (database reachable, not shutting down: a load balancer stops sending before
 * the process stops listening) and Prometheus metrics, with the read replica's lag and its changes
 * of state in the log; returns the metrics registry.
 */
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

  const { replica } = database;
  if (replica) {
    new Gauge({
      name: "odin_replica_lag_seconds",
      help: "How far the read replica is behind the primary (-1 while it does not answer)",
      registers: [registry],
      collect() {
        const state = replica.state();
        this.set(state.kind === "lost" ? -1 : state.lagMs / 1000);
      },
    });
    replica.onChange((state, previous) => {
      if (state.kind === "fresh") app.log.info({ replica: state, previous }, "reads go to the replica again");
      else
        app.log.warn({ replica: state, previous }, "reads go to the primary: the replica is behind or gone");
    });
  }

  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  const hidden = { schema: { hide: true } };
  app.get("/healthz", hidden, async () => ({ status: "ok" }));
  app.get("/readyz", hidden, async (request, reply) => {
    if (closing) return reply.status(503).send(errorBody(503, "NOT_READY", "The server is shutting down."));
    try {
      await database.ping();
      return {
        status: "ready",
        database: database.engine,
        ...(replica ? { replica: replica.state().kind } : {}),
      };
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
