import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { NewsletterService } from "./newsletter.service";

/** The newsletter sign-up and its confirmation (spec 2 §4, §5, §8). */
export function newsletterRoutes(app: FastifyInstance, newsletter: NewsletterService): void {
  serve(app, routes.newsletter, {
    tag: "newsletter",
    summary: "Sign an e-mail address up for the newsletter",
    description:
      'An empty or invalid address answers 400 ("Please enter an email", "Please enter a valid email"). ' +
      "A new or unconfirmed address is sent a confirmation link by e-mail; signing up again is harmless. " +
      "Limited per address and per client address (429).",
    handler: async (request) => unwrap(await newsletter.subscribe(request.body, request.ip)),
  });

  serve(app, routes.newsletterConfirm, {
    tag: "newsletter",
    summary: "Confirm a newsletter sign-up with the token of the e-mailed link",
    description: "A tampered, expired or unknown token answers 400 NEWSLETTER_LINK_INVALID.",
    handler: async (request) => unwrap(await newsletter.confirm(request.body)),
  });
}
