import { gstStateByName, isValidGstin } from "@odin/contracts";
import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";
import { ConfigError } from "./config-error";

const line = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]+$/u, "one line of text");

/** The supplier printed on tax invoices and credit notes (read with the others by config.ts). */
export const invoicesEnv = {
  ODIN_INVOICE_SUPPLIER_NAME: line.optional(),
  /** Address lines separated by `|`. */
  ODIN_INVOICE_SUPPLIER_ADDRESS: z
    .string()
    .max(600)
    .regex(/^[^\p{Cc}|]{1,200}(\|[^\p{Cc}|]{1,200}){0,3}$/u, "1-4 address lines separated by |")
    .optional(),
  ODIN_INVOICE_SUPPLIER_STATE: line
    .refine((name) => gstStateByName(name) !== undefined, "a state or union territory of India")
    .optional(),
  ODIN_INVOICE_SUPPLIER_GSTIN: z
    .string()
    .refine(isValidGstin, "a GSTIN: 15 characters with a valid state code and check character")
    .optional(),
};

/** The registered person who issues the tax documents (CGST Rules, rule 46(a)). */
export interface InvoicesConfig {
  supplier: {
    legalName: string;
    address: string[];
    state: string;
    stateCode: string;
    gstin: string;
  };
  /** True when the demo supplier below stands in (demo mode, nothing configured). */
  demoSupplier: boolean;
}

/**
 * The demo supplier: a made-up company with a GSTIN of the right shape and check character, marked as
 * a demo on every document. Production mode refuses to start without the real one.
 */
export const DEMO_SUPPLIER: InvoicesConfig["supplier"] = {
  legalName: "Odin Demo Retail Private Limited (DEMO - not a real supplier)",
  address: ["Unit 4, Demo Logistics Park, Bhiwandi", "Thane 421302"],
  state: "Maharashtra",
  stateCode: "27",
  gstin: "27AAACO1234A1Z6",
};

const NAMES = [
  "ODIN_INVOICE_SUPPLIER_NAME",
  "ODIN_INVOICE_SUPPLIER_ADDRESS",
  "ODIN_INVOICE_SUPPLIER_STATE",
  "ODIN_INVOICE_SUPPLIER_GSTIN",
] as const;

type Env = BaseEnv & EnvOf<typeof invoicesEnv>;

export function invoicesConfig(env: Env): InvoicesConfig {
  const missing = NAMES.filter((name) => env[name] === undefined);
  if (missing.length === NAMES.length && env.ODIN_MODE === "demo") {
    return { supplier: DEMO_SUPPLIER, demoSupplier: true };
  }
  const problems = missing.map(
    (name) => `${name}: required${env.ODIN_MODE === "demo" ? " with the others" : " in production mode"}`,
  );
  const state = gstStateByName(env.ODIN_INVOICE_SUPPLIER_STATE ?? "");
  const gstin = env.ODIN_INVOICE_SUPPLIER_GSTIN ?? "";
  if (state && gstin && !gstin.startsWith(state.code)) {
    problems.push(`ODIN_INVOICE_SUPPLIER_GSTIN: its state code is not ${state.code} (${state.name})`);
  }
  if (problems.length > 0 || !state)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  return {
    supplier: {
      legalName: env.ODIN_INVOICE_SUPPLIER_NAME ?? "",
      address: (env.ODIN_INVOICE_SUPPLIER_ADDRESS ?? "").split("|").map((part) => part.trim()),
      state: state.name,
      stateCode: state.code,
      gstin,
    },
    demoSupplier: false,
  };
}
