import type { MakerRole } from "@odin/contracts";

/**
 * The words of the product page's "Legal information" block (legal-information.tsx). They belong
 * beside `LABELS.productPage` in the contracts (catalog/messages.ts); kept here until they move.
 * The values are the server's (`ProductDetail["legal"]`), already in words.
 */
export const LEGAL_LABELS = {
  title: "Legal information",
  mrp: "MRP",
  /** The maker line, labelled by who the maker is (Legal Metrology rule 6(1)(a)). */
  makerRole: {
    manufacturer: "Manufactured by",
    packer: "Packed by",
    marketer: "Marketed by",
    importer: "Imported by",
  } satisfies Record<MakerRole, string>,
  countryOfOrigin: "Country of origin",
  customerCare: "Customer care",
  soldBy: "Sold by",
  sizes: "Sizes",
  netQuantity: "Net quantity",
  unitSalePrice: "Unit sale price",
  returns: "Returns",
} as const;
