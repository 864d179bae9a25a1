import {
  adminProblems,
  type CatalogueOptions,
  type CatalogueProblem,
  catalogueProblems,
  fail,
  ok,
  type Result,
  type SizeAddBody,
  type SizePriceBody,
  type StyleFacts,
  type StylePage,
  type StylePublication,
  type StyleSearchPage,
  type StyleSize,
  type StyleSummary,
  type styleSearchQuery,
  type styleUpdateBody,
  styleUrl,
} from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import type { z } from "zod";
import { recordAudit } from "../../platform/audit";
import { auditTrailOf } from "../../platform/audit-trail";
import { nextCursor, readCursor } from "../../platform/id-cursor";
import type { AlertsService } from "../alerts";
import type { CatalogueStaff, DeclarationsService } from "../declarations";
import { STYLE_RESOURCE } from "../declarations";
import {
  catalogueOptions,
  eanTaken,
  findArticleType,
  findSize,
  findSizePrices,
  findSizes,
  findStyle,
  insertSize,
  type SizeRecord,
  type StyleChanges,
  type StyleFilter,
  type StyleRecord,
  searchStyles,
  setPublished,
  setSizePrice,
  setStylePrices,
  sizeChartExists,
  sizeNamed,
  updateStyle,
} from "./styles.repo";
import { cleanTags, stylePricesOf } from "./styles-rules";

type SearchQuery = z.output<typeof styleSearchQuery>;
type UpdateBody = z.output<typeof styleUpdateBody>;
type Refusal = "notFound" | "outOfScope";

export interface StylesService {
  options(): Promise<CatalogueOptions>;
  search(
    query: SearchQuery,
    brandIds: readonly number[] | null,
  ): Promise<Result<StyleSearchPage, CatalogueProblem>>;
  /** Every style the filters find, newest first, read a page at a time (the CSV export). */
  all(query: SearchQuery, brandIds: readonly number[] | null): AsyncIterable<StyleSummary>;
  page(styleId: number, brandIds: readonly number[] | null): Promise<Result<StylePage, Refusal>>;
  update(
    styleId: number,
    body: UpdateBody,
    staff: CatalogueStaff,
  ): Promise<Result<StylePage, Refusal | CatalogueProblem>>;
  publish(
    styleId: number,
    staff: CatalogueStaff,
  ): Promise<Result<StylePublication, Refusal | CatalogueProblem>>;
  unpublish(styleId: number, staff: CatalogueStaff): Promise<Result<StylePublication, Refusal>>;
  addSize(
    styleId: number,
    body: SizeAddBody,
    staff: CatalogueStaff,
  ): Promise<Result<StyleSize, Refusal | CatalogueProblem>>;
  priceSize(
    styleId: number,
    skuId: number,
    body: SizePriceBody,
    staff: CatalogueStaff,
  ): Promise<Result<StyleSize, Refusal>>;
}

/** The GST rate the bag charges goods of an HSN code at a price per piece (the bag module's rule). */
export type GstRateOf = (hsnCode: string, unitValue: number) => number;

const inScope = (brandIds: readonly number[] | null, brandId: number) =>
  brandIds === null || brandIds.includes(brandId);

function factsOf(style: StyleRecord): StyleFacts {
  const { slug, ...facts } = style;
  return { ...facts, url: styleUrl(slug, style.code) };
}

/** Styles the CSV export reads per query. */
const EXPORT_PAGE = 500;

/** The repo's filter of a search: rupees become paise, the status and stock filters booleans. */
function filterOf(
  query: SearchQuery,
  brandIds: readonly number[] | null,
  below: number | undefined,
  limit: number,
): StyleFilter {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.brandId !== undefined ? { brandId: query.brandId } : {}),
    ...(query.categoryId !== undefined ? { categoryId: query.categoryId } : {}),
    ...(query.status ? { published: query.status === "published" } : {}),
    ...(query.stock ? { inStock: query.stock === "in" } : {}),
    ...(query.priceMin !== undefined ? { priceMin: query.priceMin * 100 } : {}),
    ...(query.priceMax !== undefined ? { priceMax: query.priceMax * 100 } : {}),
    ...(below !== undefined ? { below } : {}),
    brandIds,
    limit,
  };
}

/** What an edit may change, as the style has it now (the audit entry's "before"). */
function editableOf(style: StyleRecord): StyleChanges {
  const { name, story, categoryId, gender, articleType, returnable, colour, colourCode, occasion, tags } =
    style;
  return {
    name,
    story,
    categoryId,
    gender,
    articleType,
    returnable,
    colour,
    colourCode,
    occasion,
    tags,
    hsnCode: style.hsnCode,
    sizeChartId: style.sizeChartId,
  };
}

/**
 * Styles as staff edit them (decision 66): find, read, change words, category and attributes, sizes
 * and prices, publish and unpublish. Each change runs in one transaction with its audit entry, on the
 * style's row lock; shoppers see it through the change feed (the styles and skus triggers).
 */
export function createStylesService(deps: {
  db: Database;
  /** The list and its export (decision 73); a style's page and every change on `db`. */
  reads: Database;
  declarations: DeclarationsService;
  alerts: Pick<AlertsService, "waitingPerSize">;
  gstRate: GstRateOf;
}): StylesService {
  const { db, reads, declarations, alerts, gstRate } = deps;

  const sizeOf = (
    style: { hsnCode: string },
    size: SizeRecord,
    waiting: ReadonlyMap<number, number>,
  ): StyleSize => ({
    ...size,
    gstRate: gstRate(style.hsnCode, size.price),
    waiting: waiting.get(size.skuId) ?? 0,
  });

  async function pageOf(executor: Executor, style: StyleRecord): Promise<StylePage> {
    const [sizes, declared, audit, waiting] = await Promise.all([
      findSizes(executor, style.styleId),
      declarations.view(executor, style.styleId),
      auditTrailOf(executor, [{ resource: STYLE_RESOURCE, ids: [String(style.styleId)] }]),
      alerts.waitingPerSize(executor, style.styleId),
    ]);
    if (!declared) throw new Error(`style ${style.styleId} has no declarations view`);
    return {
      style: factsOf(style),
      sizes: sizes.map((size) => sizeOf(style, size, waiting)),
      declarations: declared,
      audit,
    };
  }

  /** The style locked for a change, or why it may not be changed. */
  async function lockedStyle(tx: Executor, styleId: number, staff: CatalogueStaff) {
    const style = await findStyle(tx, styleId, true);
    if (!style) return fail(adminProblems.notFound());
    if (!inScope(staff.brandIds, style.brandId)) return fail(adminProblems.outOfScope());
    return ok(style);
  }

  /** Keeps the style's listed prices equal to its sizes'. */
  async function repriceStyle(tx: Executor, styleId: number): Promise<void> {
    const prices = stylePricesOf(await findSizePrices(tx, styleId));
    if (prices) await setStylePrices(tx, styleId, prices);
  }

  async function sizeAnswer(tx: Executor, style: StyleRecord, skuId: number): Promise<StyleSize> {
    const size = (await findSizes(tx, style.styleId)).find((row) => row.skuId === skuId);
    if (!size) throw new Error(`size ${skuId} is not the style's`);
    return sizeOf(style, size, await alerts.waitingPerSize(tx, style.styleId));
  }

  return {
    options: () => catalogueOptions(db),

    async search(query, brandIds) {
      const below = query.after === undefined ? undefined : readCursor(query.after);
      if (below === null) return fail(catalogueProblems.badCursor());
      const rows = await searchStyles(reads, filterOf(query, brandIds, below, query.limit));
      return ok({
        styles: rows.slice(0, query.limit),
        next: nextCursor(
          rows.map((row) => row.styleId),
          query.limit,
        ),
      });
    },

    async *all(query, brandIds) {
      let below: number | undefined;
      for (;;) {
        const rows = await searchStyles(reads, filterOf(query, brandIds, below, EXPORT_PAGE));
        yield* rows.slice(0, EXPORT_PAGE);
        if (rows.length <= EXPORT_PAGE) return;
        below = rows[EXPORT_PAGE - 1]?.styleId;
      }
    },

    async page(styleId, brandIds) {
      const style = await findStyle(db, styleId);
      if (!style) return fail(adminProblems.notFound());
      if (!inScope(brandIds, style.brandId)) return fail(adminProblems.outOfScope());
      return ok(await pageOf(db, style));
    },

    async update(styleId, body, staff) {
      return db.transaction(async (tx) => {
        const locked = await lockedStyle(tx, styleId, staff);
        if (!locked.ok) return locked;
        const style = locked.value;
        const category = await findArticleType(tx, body.categoryId);
        if (category?.level !== 3 || !category.articleType) {
          return fail(catalogueProblems.notArticleType());
        }
        if (body.sizeChartId !== null && !(await sizeChartExists(tx, body.sizeChartId))) {
          return fail(catalogueProblems.unknownSizeChart());
        }
        const changes: StyleChanges = {
          name: body.name,
          story: body.story,
          categoryId: body.categoryId,
          gender: category.gender,
          articleType: category.articleType,
          returnable: category.returnable,
          colour: body.colour,
          colourCode: body.colourCode.toLowerCase(),
          occasion: body.occasion,
          tags: cleanTags(body.tags),
          hsnCode: body.hsnCode,
          sizeChartId: body.sizeChartId,
        };
        await updateStyle(tx, styleId, changes);
        await recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: "edit",
          before: editableOf(style),
          after: changes,
        });
        const changed = await findStyle(tx, styleId);
        if (!changed) throw new Error(`style ${styleId} disappeared`);
        return ok(await pageOf(tx, changed));
      });
    },

    async publish(styleId, staff) {
      return db.transaction(async (tx) => {
        const locked = await lockedStyle(tx, styleId, staff);
        if (!locked.ok) return locked;
        const missing = await declarations.missing(tx, styleId);
        if (missing.length > 0) return fail(catalogueProblems.declarationsMissing(missing));
        if (!locked.value.published) {
          await setPublished(tx, styleId, true);
        }
        await recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: "publish",
          before: { published: locked.value.published },
          after: { published: true },
        });
        return ok({ styleId, published: true });
      });
    },

    async unpublish(styleId, staff) {
      return db.transaction(async (tx) => {
        const locked = await lockedStyle(tx, styleId, staff);
        if (!locked.ok) return locked;
        if (locked.value.published) await setPublished(tx, styleId, false);
        await recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: "unpublish",
          before: { published: locked.value.published },
          after: { published: false },
        });
        return ok({ styleId, published: false });
      });
    },

    async addSize(styleId, body, staff) {
      return db.transaction(async (tx) => {
        const locked = await lockedStyle(tx, styleId, staff);
        if (!locked.ok) return locked;
        const size = body.size.trim();
        if (await sizeNamed(tx, styleId, size)) return fail(catalogueProblems.sizeTaken(size));
        // The EAN's unique index settles a race between two styles; this answers the usual case in words.
        if (await eanTaken(tx, body.ean)) return fail(catalogueProblems.eanTaken());
        const skuId = await insertSize(tx, styleId, { ...body, size });
        await repriceStyle(tx, styleId);
        await recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: "size-add",
          after: { skuId, size, ean: body.ean, mrp: body.mrp, price: body.price },
        });
        return ok(await sizeAnswer(tx, locked.value, skuId));
      });
    },

    async priceSize(styleId, skuId, body, staff) {
      return db.transaction(async (tx) => {
        const locked = await lockedStyle(tx, styleId, staff);
        if (!locked.ok) return locked;
        const size = await findSize(tx, styleId, skuId);
        if (!size) return fail(adminProblems.notFound());
        await setSizePrice(tx, skuId, body.mrp, body.price);
        await repriceStyle(tx, styleId);
        await recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: "size-price",
          before: { size: size.size, mrp: size.mrp, price: size.price },
          after: { size: size.size, mrp: body.mrp, price: body.price },
        });
        return ok(await sizeAnswer(tx, locked.value, skuId));
      });
    },
  };
}
