import type { StorefrontServices } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { NewsletterService } from "./newsletter.service";

/**
 * The footer's newsletter form and the confirmation page (decision 26): the same service as
 * `POST /api/newsletter` and `/api/newsletter/confirm`, counted against the request's client address.
 */
export function newsletterPage(newsletter: NewsletterService) {
  return ({ request }: PageRequest): StorefrontServices["newsletter"] => ({
    subscribe: (input) => newsletter.subscribe(input, request.ip),
    confirm: newsletter.confirm,
  });
}
