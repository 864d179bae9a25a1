import type { StorefrontServices } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { SupportService } from "./support.service";

/**
 * The contact and app pages' form actions (decision 26): the same service as `POST /api/contactus`
 * and `/api/appDownloadLink`, counted against the request's client address.
 */
export function supportPage(support: SupportService) {
  return ({ request }: PageRequest): StorefrontServices["support"] => ({
    contact: (input) => support.contact(input, request.ip),
    appLink: (input) => support.appLink(input, request.ip),
    whatsappUrl: support.whatsappUrl,
  });
}
