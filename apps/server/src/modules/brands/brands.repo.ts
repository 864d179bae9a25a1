import { type Database, schema } from "@odin/db";

const { brands } = schema;

export interface BrandRow {
  id: number;
  code: string;
  name: string;
  legalBrandNames: string[];
  parentBrand: string;
  brandType: string;
  colour: string;
  wideNavigation: boolean;
}

/** Every brand (a few dozen rows). */
export function findBrands(db: Database): Promise<BrandRow[]> {
  return db
    .select({
      id: brands.id,
      code: brands.code,
      name: brands.name,
      legalBrandNames: brands.legalBrandNames,
      parentBrand: brands.parentBrand,
      brandType: brands.brandType,
      colour: brands.colour,
      wideNavigation: brands.wideNavigation,
    })
    .from(brands);
}
