import type { FastifyInstance } from "fastify";
import { clientReportsRoutes } from "./client-reports.routes";

/** Reports the browser sends about the API calls it made. */
export function registerClientReports(app: FastifyInstance): void {
  clientReportsRoutes(app);
}
