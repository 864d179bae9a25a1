import {
  adminProblems,
  type BrandDeclarations,
  type BrandDeclarationsEntry,
  type BrandDeclarationsList,
  type DeclarationFieldName,
  fail,
  ok,
  type Result,
  type StyleDeclarations,
  type StyleDeclarationsView,
} from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import { type AuditActor, recordAudit } from "../../platform/audit";
import {
  findBrand,
  findBrandDeclarations,
  findDeclaredStyle,
  findStyleDeclarations,
  listBrandDeclarations,
  saveBrandDeclarations,
  saveStyleDeclarations,
} from "./declarations.repo";
import { missingDeclarations } from "./declarations-rules";

/** Who acts: the audit log's actor and the brands and centres their work is limited to (null: every one). */
export interface CatalogueStaff {
  actor: AuditActor;
  brandIds: readonly number[] | null;
  centreIds: readonly number[] | null;
}

type Refusal = "notFound" | "outOfScope";

export interface DeclarationsService {
  /** The brands the staff member works on, each with its defaults (or none yet). */
  brands(brandIds: readonly number[] | null): Promise<BrandDeclarationsList>;
  updateBrand(
    brandId: number,
    values: BrandDeclarations,
    staff: CatalogueStaff,
  ): Promise<Result<BrandDeclarationsEntry, Refusal>>;
  /** A style's own declarations, its brand's, and what publishing still needs. */
  view(db: Executor, styleId: number): Promise<StyleDeclarationsView | undefined>;
  updateStyle(
    styleId: number,
    values: StyleDeclarations,
    staff: CatalogueStaff,
  ): Promise<Result<StyleDeclarationsView, Refusal>>;
  /** What publishing the style still needs, read in the caller's transaction (none: it may be published). */
  missing(db: Executor, styleId: number): Promise<DeclarationFieldName[]>;
}

export const BRAND_RESOURCE = "brand";
export const STYLE_RESOURCE = "style";

const inScope = (staff: CatalogueStaff, brandId: number) =>
  staff.brandIds === null || staff.brandIds.includes(brandId);

/**
 * The legal declarations (decision 66): a brand's defaults and a style's own, each change audited in
 * its transaction. A change shows on the product page through the change feed (migration 0033's
 * triggers) like a price does.
 */
export function createDeclarationsService(db: Database): DeclarationsService {
  async function view(executor: Executor, styleId: number): Promise<StyleDeclarationsView | undefined> {
    const style = await findDeclaredStyle(executor, styleId);
    if (!style) return undefined;
    return { own: style.own, brand: style.brand, missing: missingDeclarations(style) };
  }

  return {
    async brands(brandIds) {
      return { brands: await listBrandDeclarations(db, brandIds) };
    },

    async updateBrand(brandId, values, staff) {
      if (!inScope(staff, brandId)) return fail(adminProblems.outOfScope());
      return db.transaction(async (tx) => {
        const brand = await findBrand(tx, brandId);
        if (!brand) return fail(adminProblems.notFound());
        const before = await findBrandDeclarations(tx, brandId);
        await saveBrandDeclarations(tx, brandId, values);
        await recordAudit(tx, staff.actor, {
          resource: BRAND_RESOURCE,
          resourceId: brandId,
          action: "declarations",
          before,
          after: values,
        });
        return ok({ ...brand, declarations: values });
      });
    },

    view,

    async updateStyle(styleId, values, staff) {
      return db.transaction(async (tx) => {
        const style = await findDeclaredStyle(tx, styleId);
        if (!style) return fail(adminProblems.notFound());
        if (!inScope(staff, style.brandId)) return fail(adminProblems.outOfScope());
        await saveStyleDeclarations(tx, styleId, values);
        await recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: "declarations",
          before: style.own,
          after: values,
        });
        const own = await findStyleDeclarations(tx, styleId);
        return ok({ own, brand: style.brand, missing: missingDeclarations({ ...style, own }) });
      });
    },

    async missing(executor, styleId) {
      const style = await findDeclaredStyle(executor, styleId);
      return style ? missingDeclarations(style) : [];
    },
  };
}
