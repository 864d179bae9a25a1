import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { SupportService } from "./support.service";

/** The contact form and the send-app-link box (spec 2 §5, §7). */
export function supportRoutes(app: FastifyInstance, support: SupportService): void {
  serve(app, routes.contactUs, {
    tag: "support",
    summary: "Send a message to customer care",
    description:
      "All four fields are required; the subject has at least 3 letters or numbers and nothing else " +
      '("Plug in atleast 3 characters."). A broken rule answers 400 with its message. The message is ' +
      "stored and e-mailed to customer care. Limited per client address (429).",
    handler: async (request) => unwrap(await support.contact(request.body, request.ip)),
  });

  serve(app, routes.appDownloadLink, {
    tag: "support",
    summary: "Send the app's download link by SMS",
    description:
      "`mobileNumber`: the 10 digits after +91, starting 6-9 (400 otherwise). Limited per number and " +
      "per client address (429), and refused (429) while the store's SMS budget of the hour is spent.",
    handler: async (request) => unwrap(await support.appLink(request.body, request.ip)),
  });
}
