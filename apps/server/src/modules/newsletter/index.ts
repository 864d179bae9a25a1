import { NEWSLETTER } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { createConfirmTokens } from "./confirm-token";
import { newsletterRoutes } from "./newsletter.routes";
import {
  createNewsletterService,
  type NewsletterDependencies,
  type NewsletterService,
} from "./newsletter.service";

export { newsletterPage } from "./newsletter-page";

/** The newsletter with double opt-in: the service, and its routes on `app`. */
export function registerNewsletter(
  app: FastifyInstance,
  deps: Omit<NewsletterDependencies, "tokens"> & { sessionSecret: string },
): NewsletterService {
  const tokens = createConfirmTokens(deps.sessionSecret, NEWSLETTER.confirmLinkDays);
  const newsletter = createNewsletterService({ ...deps, tokens });
  newsletterRoutes(app, newsletter);
  return newsletter;
}
