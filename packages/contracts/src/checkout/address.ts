import { z } from "zod";
import { MESSAGES } from "../messages";
import { id, idParam } from "../shared/primitives";
import {
  addressLineProblem,
  addressMobileProblem,
  addressNameProblem,
  addressPincodeProblem,
  alternateNumberProblem,
  landmarkProblem,
} from "./address-rules";

/**
 * The shopper's delivery addresses (spec 3 §3 "Address", §4 "Addresses", §5 "Address", §7; API.md
 * `GET`,`POST /api/shippingAddress`, `PUT`,`DELETE /api/shippingAddress/{id}`,
 * `PUT /api/shippingAddress/{id}/default`). Every field is checked by its rule in `address-rules.ts`,
 * with the spec's message; city and state are never taken from the client: the server fills them from
 * the pincode directory.
 */

/** A text field checked by one of the address rules (which also refuse control characters), trimmed. */
const ruled = (rule: (value: string) => string | undefined) =>
  z
    .string({ error: MESSAGES.address.mandatoryFields })
    .trim()
    .superRefine((value, context) => {
      const problem = rule(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

/** An address as the shopper types it (the add and edit calls). */
export const addressInput = z.object({
  firstName: ruled(addressNameProblem),
  lastName: ruled(addressNameProblem),
  address: ruled(addressLineProblem),
  landmark: ruled(landmarkProblem).optional(),
  mobileNumber: ruled(addressMobileProblem),
  alternateNumber: ruled(alternateNumberProblem).optional(),
  pincode: ruled(addressPincodeProblem),
  /** Make it the default (the others stop being it). Leaving it out or false keeps the current default. */
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInput>;

/**
 * `POST /api/shippingAddress` (spec 3 §7 addAddress): the address, and the return flow's
 * `returnaddresscheck` and `itemid`, accepted and reserved for that flow (they change nothing yet).
 */
export const addAddressRequest = addressInput.extend({
  returnaddresscheck: z.boolean().optional(),
  itemid: id.optional(),
});

/** `PUT /api/shippingAddress/{id}/default` (spec 3 §7 "defaultAddress=true"). */
export const makeDefaultAddressRequest = z.object({ defaultAddress: z.literal(true) });

export const addressIdParams = z.object({ id: idParam });

/**
 * `GET /api/shippingAddress` (spec 3 §7): the return flow's optional `retundaddresscheck` and `itemid`,
 * spelled as the spec spells them: with `retundaddresscheck=true` each address says whether a courier
 * collects returns there (`pickupEligible`, decision 49); `itemid` is accepted and changes nothing.
 */
export const addressListQuery = z.object({
  retundaddresscheck: z.enum(["true", "false"]).optional(),
  itemid: idParam.optional(),
});

/** A saved address with the spec's field names (spec 3 §3), mirrors included (`phone`, `default`). */
export const address = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  /** "" when none was given. */
  landmark: z.string(),
  mobileNumber: z.string(),
  /** The same as `mobileNumber` (spec 3 §3 "phone or mobileNumber"). */
  phone: z.string(),
  /** "" when none was given. */
  alternateNumber: z.string(),
  pincode: z.string(),
  /** From the pincode directory: the pincode's district. */
  city: z.string(),
  state: z.string(),
  nationality: z.literal("India"),
  isDefault: z.boolean(),
  /** The same as `isDefault` (spec 3 §3 "default/isDefault"). */
  default: z.boolean(),
  /** The mobile number is the shopper's own, verified by a one-time code. */
  isMobileNumberVerified: z.boolean(),
  /** ISO 8601; the list is ordered by it, most recent first. */
  lastModifiedDate: z.string(),
  /** Only with the return-address check (`retundaddresscheck=true`): a courier collects returns here. */
  pickupEligible: z.boolean().optional(),
});
export type Address = z.infer<typeof address>;

/** The shopper's addresses, most recently added or edited first. */
export const addressListResponse = z.object({ addresses: z.array(address) });
export type AddressListResponse = z.infer<typeof addressListResponse>;
