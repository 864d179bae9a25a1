import type { FastifyInstance } from "fastify";
import { supportRoutes } from "./support.routes";
import { createSupportService, type SupportDependencies, type SupportService } from "./support.service";

export { supportPage } from "./support-page";

/** The contact form, the app link by SMS and the WhatsApp link: the service, and its routes on `app`. */
export function registerSupport(app: FastifyInstance, deps: SupportDependencies): SupportService {
  const support = createSupportService(deps);
  supportRoutes(app, support);
  return support;
}
