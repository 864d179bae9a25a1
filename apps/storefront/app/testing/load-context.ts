import {
  DEFAULT_FEATURE_FLAGS,
  type FeatureFlags,
  type RequestLog,
  type Shopper,
  type StorefrontServices,
} from "@odin/contracts";
import type { AppLoadContext } from "react-router";

export interface LoggedLine {
  level: "info" | "warn" | "error";
  fields: object;
  message: string;
}

/** A request log that keeps its lines, for tests to read. */
export function recordingLog(): RequestLog & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const at = (level: LoggedLine["level"]) => (fields: object, message: string) => {
    lines.push({ level, fields, message });
  };
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

/** The load context a loader or action gets from the server, with the services a test stands in. */
export function testLoadContext(
  options: { services?: Partial<StorefrontServices>; featureFlags?: FeatureFlags; shopper?: Shopper } = {},
) {
  const log = recordingLog();
  const context: AppLoadContext = {
    services: (options.services ?? {}) as StorefrontServices,
    shopper: options.shopper ?? null,
    log,
    clientAddress: "203.0.113.7",
    featureFlags: options.featureFlags ?? DEFAULT_FEATURE_FLAGS,
  };
  return { context, log };
}
