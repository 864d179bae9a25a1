import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { sendCsv } from "../../platform/csv-download";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import { catalogueStaffOf } from "../declarations";
import type { StylesService } from "./styles.service";

const TAG = "admin";
const EXPORT_COLUMNS = [
  "styleId",
  "code",
  "name",
  "brand",
  "gender",
  "articleType",
  "colour",
  "mrp",
  "price",
  "status",
  "sizes",
  "units",
];
const SCOPE = "A style of a brand outside the staff member's scope answers 403; an unknown style 404.";

/** The back office's styles: search, a style's page, its edits, sizes and prices, publishing (decision 66). */
export function stylesRoutes(app: FastifyInstance, styles: StylesService): void {
  serve(app, adminRoutes.catalogueOptions, {
    tag: TAG,
    summary: "What the catalogue's forms choose from",
    description:
      "Brands, categories (each gender, then its groups and their article types), size charts, occasions, centres.",
    handler: () => styles.options(),
  });

  serve(app, adminRoutes.styleSearch, {
    tag: TAG,
    summary: "Find styles by code or name, brand, category, status, stock and price",
    description:
      "Newest first, keyset pages: pass the answer's `next` as `after`. `q` is a style's code (any case) " +
      "or words of its name; `categoryId` may be a gender, a group or an article type; prices are whole " +
      "rupees of the listed (lowest) selling price. Only the staff member's brands are listed.",
    async handler(request) {
      return unwrap(await styles.search(request.query, signedInStaff(request).brandIds));
    },
  });

  serve(app, adminRoutes.styleExport, {
    tag: TAG,
    summary: "The styles the list's filters find, as CSV (UTF-8 with a byte-order mark)",
    description:
      "Every matching style of the staff member's brands, newest first; `after` and `limit` are not read. " +
      "Prices are in rupees. Cells a spreadsheet would run as a formula are written with a leading apostrophe.",
    async handler(request, reply) {
      const found = styles.all(request.query, signedInStaff(request).brandIds);
      async function* rows() {
        for await (const style of found) {
          yield [
            style.styleId,
            style.code,
            style.name,
            style.brandName,
            style.gender,
            style.articleTypeName,
            style.colour,
            style.mrp / 100,
            style.price / 100,
            style.published ? "published" : "unpublished",
            style.sizes,
            style.units,
          ];
        }
      }
      return sendCsv(reply, "styles.csv", EXPORT_COLUMNS, rows());
    },
  });

  serve(app, adminRoutes.stylePage, {
    tag: TAG,
    summary: "A style's page: facts, sizes with prices, GST, units and reserved units, declarations, history",
    description: `${SCOPE} \`declarations.missing\` lists what publishing still needs.`,
    async handler(request) {
      return unwrap(await styles.page(request.params.styleId, signedInStaff(request).brandIds));
    },
  });

  serve(app, adminRoutes.styleUpdate, {
    tag: TAG,
    summary: "Change a style's words, category and attributes",
    description:
      "The category must be an article type (400 CATEGORY_NOT_ARTICLE_TYPE); gender, article type and " +
      "whether it can be returned follow it. Listings, search and the product page show the change within " +
      `seconds. ${SCOPE}`,
    async handler(request) {
      return unwrap(await styles.update(request.params.styleId, request.body, catalogueStaffOf(request)));
    },
  });

  serve(app, adminRoutes.stylePublish, {
    tag: TAG,
    summary: "Publish a style: shoppers find it, see its page and may buy it",
    description:
      "Refused with 409 DECLARATIONS_MISSING (the fields in `data.fields`) while the legal declarations a " +
      `product page must show are incomplete. Publishing a published style changes nothing. ${SCOPE}`,
    async handler(request) {
      return unwrap(await styles.publish(request.params.styleId, catalogueStaffOf(request)));
    },
  });

  serve(app, adminRoutes.styleUnpublish, {
    tag: TAG,
    summary: "Unpublish a style: it leaves listings, search and its page, and cannot be bought",
    description: `Sizes already in bags become unavailable there. Orders placed keep their items. ${SCOPE}`,
    async handler(request) {
      return unwrap(await styles.unpublish(request.params.styleId, catalogueStaffOf(request)));
    },
  });

  serve(app, adminRoutes.sizeAdd, {
    tag: TAG,
    summary: "Add a size to a style",
    description:
      "Placed after the style's other sizes, with no stock yet. A size the style has answers 409 SIZE_TAKEN, " +
      `an EAN another size has 409 EAN_TAKEN. ${SCOPE}`,
    async handler(request) {
      return unwrap(await styles.addSize(request.params.styleId, request.body, catalogueStaffOf(request)));
    },
  });

  serve(app, adminRoutes.sizePrice, {
    tag: TAG,
    summary: "Change a size's MRP and selling price",
    description:
      "Paise; the price is never above the MRP. The style's listed price follows its cheapest size. Bags " +
      `price their lines again on their next read; orders keep what they were placed at. ${SCOPE}`,
    async handler(request) {
      const { styleId, skuId } = request.params;
      return unwrap(await styles.priceSize(styleId, skuId, request.body, catalogueStaffOf(request)));
    },
  });
}
