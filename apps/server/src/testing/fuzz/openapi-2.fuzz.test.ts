import { fuzzOperations } from "./fuzz-suite";

/** House rule 12 on share 2 of the OpenAPI document's operations (fuzz-suite.ts). */
await fuzzOperations({ part: 2, of: 2 });
