import {
  adminProblems,
  CATALOGUE_IMPORT,
  type CatalogueImport,
  type CatalogueImportProblem,
  catalogueImportProblems,
  fail,
  ok,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import { recordAudit } from "../../platform/audit";
import { enqueue } from "../../platform/jobs";
import type { CatalogueStaff } from "../declarations";
import {
  findImport,
  findUnits,
  finishApply,
  finishCheck,
  type ImportRecord,
  insertImport,
  setRowsChecked,
  startApply,
} from "./catalogue-import.repo";
import { applyPlan, StockMoved } from "./catalogue-import-apply";
import { IMPORT_APPLY, IMPORT_CHECK } from "./catalogue-import-jobs";
import { stockKey } from "./catalogue-import-plan";
import { type FileRead, planFile, readFile } from "./catalogue-import-reading";
import { keptErrors } from "./catalogue-import-rules";
import { countRecords, textOfUpload } from "./catalogue-import-upload";

type Refusal = "notFound" | "outOfScope";

/** The audit log's resource of an import's entries. */
export const IMPORT_RESOURCE = "catalogue-import";

export interface CatalogueImportService {
  /** Keeps the file and starts its dry run in the background. */
  upload(
    file: { fileName: string; bytes: Buffer },
    staff: CatalogueStaff,
  ): Promise<Result<CatalogueImport, CatalogueImportProblem>>;
  view(importId: number, staff: CatalogueStaff): Promise<Result<CatalogueImport, Refusal>>;
  /** Starts the apply of a clean dry run, once. */
  apply(
    importId: number,
    staff: CatalogueStaff,
  ): Promise<Result<CatalogueImport, Refusal | CatalogueImportProblem>>;
  /** The dry run (a job): every row checked, every error kept with its line and column. */
  check(importId: number): Promise<void>;
  /** The apply (a job): the file checked again, then every row written in one transaction, or none. */
  run(importId: number): Promise<void>;
}

export function viewOf(record: ImportRecord): CatalogueImport {
  return {
    importId: record.id,
    fileName: record.fileName,
    status: record.status,
    rowsTotal: record.rowsTotal,
    rowsChecked: record.rowsChecked,
    rowsApplied: record.rowsApplied,
    errorCount: record.errorCount,
    errors: record.errors,
    result: record.result,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

const scopeOf = (record: ImportRecord) => ({ brandIds: record.brandIds, centreIds: record.centreIds });

/**
 * The catalogue's CSV import (decision 68). The upload keeps the file and queues its dry run; the dry
 * run and the apply are jobs that read the file the same way (`readFile`, `planFile`), writing their
 * progress as they go. The apply runs in one transaction on the file's styles' row locks: any error
 * then (a style changed meanwhile, units moved since the dry run) rolls every row back.
 */
export function createCatalogueImportService(deps: {
  db: Database;
  progressEvery: number;
}): CatalogueImportService {
  const { db, progressEvery } = deps;

  async function own(importId: number, staff: CatalogueStaff) {
    const record = await findImport(db, importId);
    if (!record) return fail(adminProblems.notFound());
    if (record.staffId !== staff.actor.staffId) return fail(adminProblems.outOfScope());
    return ok(record);
  }

  const read = (record: ImportRecord): Promise<FileRead> =>
    readFile(db, record, (rows) => setRowsChecked(db, record.id, rows), progressEvery);

  /** The units the dry run sees now where the file sets units of an existing size. */
  async function seenUnits(file: FileRead, planned: Awaited<ReturnType<typeof planFile>>["planned"]) {
    const sizes = planned.flatMap((style) =>
      style.sizes.flatMap((size) =>
        size.skuId !== null && size.units.length > 0 ? [{ code: style.code, size }] : [],
      ),
    );
    const units = await findUnits(
      db,
      sizes.map(({ size }) => size.skuId ?? 0),
      file.centres.map((centre) => centre.id),
    );
    const held = new Map(units.map((row) => [`${row.skuId}|${row.fcId}`, row.units]));
    const fcIds = new Map(file.centres.map((centre) => [centre.code, centre.id]));
    const seen: Record<string, number> = {};
    for (const { code, size } of sizes) {
      for (const { centre } of size.units) {
        seen[stockKey(code, size.size, centre)] = held.get(`${size.skuId}|${fcIds.get(centre)}`) ?? 0;
      }
    }
    return seen;
  }

  return {
    async upload(file, staff) {
      const text = textOfUpload(file.bytes);
      if (!text.ok) return text;
      if ((await countRecords(text.value)) > CATALOGUE_IMPORT.maxRows + 1) {
        return fail(catalogueImportProblems.tooManyRows());
      }
      const { actor } = staff;
      const staffId = actor.staffId ?? 0;
      const record = await db.transaction(async (tx) => {
        const inserted = await insertImport(tx, {
          staffId,
          actor: { ...actor, staffId },
          brandIds: staff.brandIds,
          centreIds: staff.centreIds,
          fileName: file.fileName,
          csv: text.value,
        });
        await enqueue(tx, IMPORT_CHECK, { importId: inserted.id }, { key: `check:${inserted.id}` });
        await recordAudit(tx, actor, {
          resource: IMPORT_RESOURCE,
          resourceId: inserted.id,
          action: "upload",
          after: { fileName: file.fileName, bytes: file.bytes.length },
        });
        return inserted;
      });
      return ok(viewOf(record));
    },

    async view(importId, staff) {
      const record = await own(importId, staff);
      return record.ok ? ok(viewOf(record.value)) : record;
    },

    async apply(importId, staff) {
      const owned = await own(importId, staff);
      if (!owned.ok) return owned;
      const started = await db.transaction(async (tx) => {
        if (!(await startApply(tx, importId))) return false;
        await enqueue(tx, IMPORT_APPLY, { importId }, { key: `apply:${importId}` });
        await recordAudit(tx, staff.actor, {
          resource: IMPORT_RESOURCE,
          resourceId: importId,
          action: "apply-requested",
          after: { fileName: owned.value.fileName, rows: owned.value.rowsTotal },
        });
        return true;
      });
      if (!started) return fail(catalogueImportProblems.notChecked());
      const record = await findImport(db, importId);
      if (!record) throw new Error(`import ${importId} disappeared`);
      return ok(viewOf(record));
    },

    async check(importId) {
      const record = await findImport(db, importId);
      if (record?.status !== "checking") return;
      const file = await read(record);
      // Every error at once: the rows that read well are planned even when others did not.
      const { planned, errors } =
        file.header === null ? { planned: [], errors: [] } : await planFile(db, file, scopeOf(record), false);
      const all = [...file.errors, ...errors];
      await finishCheck(db, importId, {
        rows: file.rows,
        errorCount: all.length,
        errors: keptErrors(all, CATALOGUE_IMPORT.errorsKept),
        seen: all.length > 0 ? {} : await seenUnits(file, planned),
      });
    },

    async run(importId) {
      const record = await findImport(db, importId);
      if (record?.status !== "applying") return;
      const file = await read(record);
      const outcome = await db
        .transaction(async (tx) => {
          if (file.errors.length > 0) return { errors: file.errors };
          const { planned, errors } = await planFile(tx, file, scopeOf(record), true);
          if (errors.length > 0) return { errors };
          const result = await applyPlan(tx, planned, {
            importId,
            staffId: record.staffId,
            seen: record.seen,
            centres: file.centres,
            unitsColumn: (centre) =>
              file.header?.written[
                file.header.centres.find((column) => column.code === centre)?.index ?? -1
              ] ?? centre,
          });
          await recordAudit(tx, record.actor, {
            resource: IMPORT_RESOURCE,
            resourceId: importId,
            action: "apply",
            after: {
              fileName: record.fileName,
              rows: file.rows,
              ...result,
              created: result.created.map((style) => style.code),
            },
          });
          await finishApply(tx, importId, { result, rows: file.rows });
          return null;
        })
        .catch((error: unknown) => {
          if (error instanceof StockMoved) return { errors: error.errors };
          throw error;
        });
      if (outcome) {
        await finishApply(db, importId, {
          errorCount: outcome.errors.length,
          errors: keptErrors(outcome.errors, CATALOGUE_IMPORT.errorsKept),
        });
      }
    },
  };
}
