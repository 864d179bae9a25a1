import { ADDRESS_LIMITS, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { AddressesService } from "./addresses.service";

const OWNER =
  "For the signed-in shopper (access token in the Authorization header or the cookie); a guest or an " +
  "expired token answers 401. An id that is not one of the shopper's addresses answers 404, whether or " +
  "not it is someone else's.";

const RULES =
  "Each field is checked by the rules of spec 3 §5; the first broken rule answers 400 with its message " +
  '("Please fill all the mandatory fields", "Name must have only alpabets", "Plug in atleast 3 ' +
  'characters.", "We allow only the following characters - a-z, 0-9, -/#().\' and ,", "Please enter your ' +
  'address.", "Please enter a valid Phone number.", "We need a valid 6-digit pincode. Try again, please."). ' +
  "City and state are never taken from the client: they come from the pincode directory, and a pincode " +
  'outside it answers 400 "Sorry! we currently don\'t deliver to this pincode" (`data.field` pincode). ' +
  "`isDefault: true` makes the address the default and the others stop being it; false or absent keeps " +
  "the current default.";

/** The address book (spec 3 §2 Addresses, §3 Address, §4, §5, §7; API.md "addresses"). */
export function addressesRoutes(app: FastifyInstance, addresses: AddressesService): void {
  serve(app, routes.addressList, {
    tag: "addresses",
    summary: "The shopper's addresses, most recently added or edited first",
    description:
      "With `retundaddresscheck=true` (spelled as spec 3 §7 spells it) each address has `pickupEligible`: " +
      'whether a courier collects returns there (else the return flow shows "Not eligible for Pickup"). ' +
      `\`itemid\` is accepted and changes nothing. ${OWNER}`,
    handler: async (request) => {
      const userId = signedInUserId(request);
      const check = request.query.retundaddresscheck === "true";
      return check ? addresses.listForReturn(userId) : addresses.list(userId);
    },
  });

  serve(app, routes.addressAdd, {
    tag: "addresses",
    summary: "Save a new address",
    description:
      "The shopper's first address becomes the default. At most " +
      `${ADDRESS_LIMITS.perShopper} addresses: one more answers 400 ADDRESS_LIMIT_REACHED. ` +
      `\`returnaddresscheck\` and \`itemid\` are reserved for the return flow. ${RULES} ${OWNER}`,
    handler: async (request) => unwrap(await addresses.add(signedInUserId(request), request.body)),
  });

  serve(app, routes.addressEdit, {
    tag: "addresses",
    summary: "Rewrite an address; it moves to the front of the list",
    description: `${RULES} ${OWNER}`,
    handler: async (request) =>
      unwrap(await addresses.edit(signedInUserId(request), request.params.id, request.body)),
  });

  serve(app, routes.addressDelete, {
    tag: "addresses",
    summary: "Delete an address; answers the list as it now stands",
    description: `When the default is deleted, the most recently modified address left becomes the default. ${OWNER}`,
    handler: async (request) => unwrap(await addresses.remove(signedInUserId(request), request.params.id)),
  });

  serve(app, routes.addressMakeDefault, {
    tag: "addresses",
    summary: "Make an address the default; answers the list as it now stands",
    description: `The shopper's other addresses stop being the default. ${OWNER}`,
    handler: async (request) =>
      unwrap(await addresses.makeDefault(signedInUserId(request), request.params.id)),
  });
}
