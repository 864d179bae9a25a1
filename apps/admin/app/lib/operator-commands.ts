/**
 * The operator commands of `npm run ops -- <command>` (the server's `cli/ops-commands.ts`, gathered
 * from each module's `<area>.ops.ts`), for the Help page: what the back office does not do yet is
 * still done there. A copy, because the back office never loads server code; a server test
 * (`cli/ops-commands.test.ts`) fails when this list and the commands part ways.
 */
export interface OperatorCommand {
  name: string;
  usage: string;
  summary: string;
}

export const OPERATOR_COMMANDS: readonly OperatorCommand[] = [
  {
    name: "photos:import",
    usage: "<styleId> <front|back|detail> <file>",
    summary:
      "Imports a photograph (JPEG, PNG, WebP, AVIF or TIFF) of a style's view: re-encoded to the storefront's sizes without its metadata, stored, and shown in place of the drawing.",
  },
  {
    name: "photos:import-dir",
    usage: "<dir>",
    summary:
      "Imports every file of a directory named <styleId>-<view>.<jpg|jpeg|png|webp|avif|tif|tiff> (e.g. 10234-front.jpg); other files are listed as skipped.",
  },
  {
    name: "staff:add",
    usage: "<email> <role> <firstName> [lastName]",
    summary:
      "Adds a staff account with a role (owner, operations, customer-care, catalogue, content or one the owner made) and prints its first password.",
  },
  {
    name: "reviews:queue",
    usage: "[limit]",
    summary: "Lists reviews waiting for moderation, the longest waiting first (50 unless a limit is given).",
  },
  {
    name: "reviews:publish",
    usage: "<reviewId>",
    summary: "Publishes a review: it is listed and counts in the style's rating.",
  },
  {
    name: "reviews:reject",
    usage: "<reviewId> [reason]",
    summary:
      "Rejects a review; its author sees the reason, and is e-mailed it when their account has an address.",
  },
  {
    name: "web-vitals",
    usage: "[days]",
    summary:
      "Prints the 75th percentile of LCP, INP, CLS, FCP and TTFB measured in shoppers' browsers per page type and device class, with its rating and sample count, over the last 7 days (or the days given, up to 28).",
  },
  {
    name: "order:show",
    usage: "<orderId>",
    summary: "Lists an order's items, their states and where each may move next.",
  },
  {
    name: "order:advance",
    usage: "<orderId> <status> [carrier trackingNumber]",
    summary: "Moves every item of an order to <status> (SHIPPED needs a carrier and a tracking number).",
  },
  {
    name: "order:advance-item",
    usage: "<orderId> <itemId> <status> [carrier trackingNumber]",
    summary: "Moves one item of an order to <status>.",
  },
];
