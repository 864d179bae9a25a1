/**
 * The import rules of the code (docs/ARCHITECTURE.md, "Import rules"; decision 52), checked by
 * `npm run lint:imports` in CI.
 */

const SERVER = "^apps/server/src";
const MODULES = `${SERVER}/modules`;
const TESTS = "\\.test\\.tsx?$|/testing/";
const MODULE_LIST = `${SERVER}/module-list\\.ts$`;

/**
 * The server modules by floor: a module may import a module of its own floor or of a floor below,
 * never one above. The lowest floor first.
 */
const FLOORS = [
  [
    "users",
    "messaging",
    "delivery",
    "content",
    "pages",
    "brands",
    "search",
    "catalog",
    "seo",
    "store-locator",
    "client-reports",
    "newsletter",
    "support",
    "audit",
    "queues",
    "declarations",
    "alerts",
  ],
  ["auth", "otp", "social", "registration", "password-reset", "staff"],
  ["media", "product", "reviews", "favourites"],
  [
    "addresses",
    "bag",
    "loyalty",
    "checkout",
    "bank-transfer",
    "styles",
    "stock",
    "bulk-edits",
    "catalogue-import",
    "promotions",
  ],
  ["orders", "invoices"],
  ["payments", "refunds"],
  ["cancellations", "returns"],
];

const anyOf = (names) => `${MODULES}/(${names.join("|")})/`;

const upward = FLOORS.slice(0, -1).map((floor, index) => ({
  name: "no-upward-import",
  comment: `A module of floor ${index + 1} imports a module of a higher floor.`,
  severity: "error",
  from: { path: anyOf(floor), pathNot: TESTS },
  to: { path: anyOf(FLOORS.slice(index + 1).flat()) },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Files import each other, directly or round a circle.",
      severity: "error",
      from: { path: "^(apps|packages)/" },
      to: { circular: true },
    },
    ...upward,
    {
      name: "module-face",
      comment: "A module imports another module's internal file instead of its face (index.ts).",
      severity: "error",
      from: { path: `${MODULES}/([^/]+)/`, pathNot: TESTS },
      to: { path: `${MODULES}/[^/]+/`, pathNot: [`${MODULES}/$1/`, `${MODULES}/[^/]+/index\\.ts$`] },
    },
    {
      name: "outside-through-face",
      comment:
        "The composition, the use cases, the back office's areas, the sandbox or the CLI reach inside a module instead of using its face.",
      severity: "error",
      from: { path: `${SERVER}/(?!modules/|testing/)`, pathNot: [TESTS, MODULE_LIST] },
      to: { path: `${MODULES}/[^/]+/`, pathNot: `${MODULES}/[^/]+/index\\.ts$` },
    },
    {
      name: "registration-from-the-list",
      comment:
        "A module's registration (module.ts, or a back-office area's <area>.module.ts) is imported by the module list alone: faces stay light, and the list is the one place the app is composed.",
      severity: "error",
      from: { pathNot: MODULE_LIST },
      to: {
        path: [
          `^apps/server/src/(modules/[^/]+|sandbox|use-cases|back-office)/module\\.ts$`,
          `^apps/server/src/back-office/[^/]+/[^/]+\\.module\\.ts$`,
        ],
      },
    },
    {
      name: "list-imports-registrations",
      comment: "The module list imports modules' registrations (module.ts) and nothing else of theirs.",
      severity: "error",
      from: { path: MODULE_LIST },
      to: { path: `${MODULES}/[^/]+/`, pathNot: `${MODULES}/[^/]+/module\\.ts$` },
    },
    {
      name: "platform-imports-no-module",
      comment:
        "Platform code is machinery under the modules: it imports no module, use case, back-office area, sandbox or CLI.",
      severity: "error",
      from: { path: `${SERVER}/platform/`, pathNot: TESTS },
      to: { path: `${SERVER}/(modules|use-cases|back-office|sandbox|cli)/|${SERVER}/[^/]+\\.ts$` },
    },
    {
      name: "modules-import-no-cli-or-sandbox",
      comment:
        "A module does not import the command line, the sandbox or the composition above it (use cases, the back office's areas).",
      severity: "error",
      from: { path: `${MODULES}/`, pathNot: TESTS },
      to: { path: `${SERVER}/(cli|sandbox|use-cases|back-office)/|${SERVER}/[^/]+\\.ts$` },
    },
    {
      name: "storefront-imports-no-server",
      comment: "The storefront reaches the server only through the API and the load context.",
      severity: "error",
      from: { path: "^apps/storefront/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "admin-imports-no-server-or-storefront",
      comment:
        "The back office reaches the server only through the /admin/api routes, and shares nothing with the storefront but the contracts.",
      severity: "error",
      from: { path: "^apps/admin/" },
      to: { path: "^apps/(server|storefront)/" },
    },
    {
      name: "no-admin-in-the-storefront",
      comment: "No shopper's page may carry back-office code.",
      severity: "error",
      from: { path: "^apps/storefront/" },
      to: { path: "^apps/admin/" },
    },
    {
      name: "server-imports-no-admin",
      comment:
        "The server serves the back office's build; only a test reads its source (the Help page's list of commands).",
      severity: "error",
      from: { path: "^apps/server/", pathNot: TESTS },
      to: { path: "^apps/admin/" },
    },
    {
      name: "packages-import-no-app",
      comment: "The shared packages sit under the apps.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "contracts-import-no-db",
      comment: "The contracts reach the browser: they never import the database package.",
      severity: "error",
      from: { path: "^packages/contracts/" },
      to: { path: "^packages/db/" },
    },
    {
      name: "storefront-floors",
      comment:
        "The storefront's shared parts (ui/, lib/) import no feature or route; features import no route.",
      severity: "error",
      from: { path: "^apps/storefront/app/(ui|lib)/", pathNot: TESTS },
      to: { path: "^apps/storefront/app/(features|routes)/" },
    },
    {
      name: "features-import-no-route",
      comment: "A feature imports no route module.",
      severity: "error",
      from: { path: "^apps/storefront/app/features/", pathNot: TESTS },
      to: { path: "^apps/storefront/app/routes/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules|/build/|\\.react-router" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
