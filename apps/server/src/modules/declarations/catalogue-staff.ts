import type { FastifyRequest } from "fastify";
import { auditActorOf } from "../../platform/audit";
import { signedInStaff } from "../../platform/staff-guard";
import type { CatalogueStaff } from "./declarations.service";

/** A back-office request's staff member as the catalogue's changes need them: actor, brands and centres. */
export function catalogueStaffOf(request: FastifyRequest): CatalogueStaff {
  const { brandIds, centreIds } = signedInStaff(request);
  return { actor: auditActorOf(request), brandIds, centreIds };
}
