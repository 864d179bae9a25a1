import { fuzzOperations } from "./fuzz-suite";

/** House rule 12 on share 1 of the OpenAPI document's operations (fuzz-suite.ts). */
await fuzzOperations({ part: 1, of: 2 });
