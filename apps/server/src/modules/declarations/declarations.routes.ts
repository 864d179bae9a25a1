import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import { catalogueStaffOf } from "./catalogue-staff";
import type { DeclarationsService } from "./declarations.service";

const TAG = "admin";

/** The legal declarations in the back office: the brands' defaults and a style's own (decision 66). */
export function declarationsRoutes(app: FastifyInstance, declarations: DeclarationsService): void {
  serve(app, adminRoutes.brandDeclarations, {
    tag: TAG,
    summary: "The brands' default legal declarations",
    description:
      "Each brand within the staff member's scope, in the brands' order, with the maker, country of origin, " +
      "consumer care and seller its styles declare unless they say otherwise; null where none are set yet.",
    async handler(request) {
      return declarations.brands(signedInStaff(request).brandIds);
    },
  });

  serve(app, adminRoutes.brandDeclarationsUpdate, {
    tag: TAG,
    summary: "Set a brand's default legal declarations",
    description:
      "Every field is required. Product pages of the brand's styles show the change within seconds (the " +
      "change feed). A brand outside the staff member's scope answers 403, an unknown one 404.",
    async handler(request) {
      const { brandId } = request.params;
      return unwrap(await declarations.updateBrand(brandId, request.body, catalogueStaffOf(request)));
    },
  });

  serve(app, adminRoutes.styleDeclarationsUpdate, {
    tag: TAG,
    summary: "Set a style's own legal declarations",
    description:
      "A null brand field takes the brand's default. A packaged commodity declares its net quantity and the " +
      "month and year of manufacture (or import); `dimensions` stand in for a size chart without " +
      "centimetres. Answers what publishing still needs (`missing`).",
    async handler(request) {
      const { styleId } = request.params;
      return unwrap(await declarations.updateStyle(styleId, request.body, catalogueStaffOf(request)));
    },
  });
}
