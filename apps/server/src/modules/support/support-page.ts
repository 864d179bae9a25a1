import type { StorefrontServices } from "@odin/contracts";
import type { FastifyRequest } from "fastify";
import type { SupportService } from "./support.service";

/**
 * The contact and app pages' form actions (decision 26): the same service as `POST /api/contactus`
 * and `/api/appDownloadLink`, counted against the request's client address.
 */
export function supportPage(support: SupportService) {
  return (request: FastifyRequest): StorefrontServices["support"] => ({
    contact: (input) => support.contact(input, request.ip),
    appLink: (input) => support.appLink(input, request.ip),
    whatsappUrl: support.whatsappUrl,
  });
}
