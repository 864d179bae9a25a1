import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { IMAGE_VIEWS, type ImageView } from "@odin/contracts";
import { type OpsCommand, type OpsContext, OpsUsageError } from "../../platform/ops-commands";
import { importPhoto } from "./photo-import";

const isView = (view: string): view is ImageView => (IMAGE_VIEWS as readonly string[]).includes(view);

/** `<styleId>-<view>.<extension>`, e.g. `10234-front.jpg`: the names `photos:import-dir` takes. */
export const PHOTO_FILE_NAME = /^([1-9][0-9]{0,9})-(front|back|detail)\.(jpe?g|png|webp|avif|tiff?)$/i;

function styleIdOf(text: string | undefined): number {
  const styleId = Number(text);
  if (!Number.isInteger(styleId) || styleId < 1 || styleId > 2_147_483_647) {
    throw new OpsUsageError(`not a style id: ${text ?? "(missing)"}`);
  }
  return styleId;
}

/** Imports one file; answers false (and says why) when the style or the picture is refused. */
async function importFile(
  context: OpsContext,
  styleId: number,
  view: ImageView,
  file: string,
): Promise<boolean> {
  const deps = { ...context, maxPixels: context.config.pictures.importMaxPixels };
  const result = await importPhoto(deps, { styleId, view, bytes: await readFile(file) });
  if (!result.ok) {
    context.print(`${file}: ${result.problem.detail}`);
    return false;
  }
  const { version, replaced } = result.value;
  const was = replaced && replaced !== version ? ` (replaces ${replaced})` : "";
  context.print(`${file}: style ${styleId} ${view} is photograph ${version}${was}`);
  return true;
}

/** Operator commands of the media module (decision 39). */
export const mediaOps: OpsCommand[] = [
  {
    name: "photos:import",
    usage: "<styleId> <front|back|detail> <file>",
    summary:
      "Imports a photograph (JPEG, PNG, WebP, AVIF or TIFF) of a style's view: re-encoded to the storefront's " +
      "sizes without its metadata, stored, and shown in place of the drawing.",
    async run(args, context) {
      const [style, view, file] = args;
      if (args.length !== 3 || file === undefined)
        throw new OpsUsageError("needs a style id, a view and a file");
      if (view === undefined || !isView(view)) throw new OpsUsageError(`not a view: ${view}`);
      if (!(await importFile(context, styleIdOf(style), view, file)))
        throw new Error("the photograph was not imported");
    },
  },
  {
    name: "photos:import-dir",
    usage: "<dir>",
    summary:
      "Imports every file of a directory named <styleId>-<view>.<jpg|jpeg|png|webp|avif|tif|tiff> " +
      "(e.g. 10234-front.jpg); other files are listed as skipped.",
    async run(args, context) {
      const [dir] = args;
      if (args.length !== 1 || dir === undefined) throw new OpsUsageError("needs a directory");
      const names = (await readdir(dir, { withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort();
      let imported = 0;
      let refused = 0;
      for (const name of names) {
        const match = PHOTO_FILE_NAME.exec(name);
        if (!match) {
          context.print(`${name}: skipped (not <styleId>-<view>.<extension>)`);
          continue;
        }
        const view = (match[2] ?? "").toLowerCase() as ImageView;
        if (await importFile(context, Number(match[1]), view, join(dir, name))) imported++;
        else refused++;
      }
      context.print(`${imported} imported, ${refused} refused, ${names.length - imported - refused} skipped`);
      if (refused > 0) throw new Error(`${refused} photograph(s) were not imported`);
    },
  },
];
