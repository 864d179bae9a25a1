import type { FastifyInstance } from "fastify";
import { paymentsRoutes } from "./payments.routes";
import { createPaymentsService, type PaymentsService } from "./payments.service";

/** The payment step: the service, and its routes on `app`. */
export function registerPayments(
  app: FastifyInstance,
  deps: Parameters<typeof createPaymentsService>[0],
): PaymentsService {
  const payments = createPaymentsService(deps);
  paymentsRoutes(app, payments);
  return payments;
}
