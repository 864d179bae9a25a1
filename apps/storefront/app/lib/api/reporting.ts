import { type ErrorMailBody, routes } from "@odin/contracts";
import { pathOf } from "./paths";
import type { CallOutcome } from "./transport";
import type { ApiEvent, ApiRequest, ErrorMailOptions } from "./types";

export interface ReporterSettings {
  report?: ((event: ApiEvent) => void) | undefined;
  errorMail: ErrorMailOptions;
  slowThresholdMs: number;
  /** Sends the error mail; the result is not awaited by the caller of the reported call. */
  post: (request: ApiRequest) => Promise<unknown>;
}

const MAX_DETAIL_LENGTH = 500;

function firstError(data: unknown): { code?: string; detail?: string } {
  const errors = (data as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) ? (errors[0] as Record<string, unknown> | undefined) : undefined;
  const found: { code?: string; detail?: string } = {};
  if (typeof first?.code === "string") found.code = first.code;
  if (typeof first?.detail === "string") found.detail = first.detail.slice(0, MAX_DETAIL_LENGTH);
  return found;
}

/**
 * Reports failed calls (all but 401) and slow calls to analytics and, when enabled, to errorMail
 * (spec 1 §8, DESIGN.md). A reporting channel never reports about itself: a failed errorMail post is
 * not mailed again, a failed analytics post is not sent to analytics again.
 */
export function createReporter(settings: ReporterSettings) {
  const mailPath = routes.errorMail.path;

  function emit(event: ApiEvent): void {
    if (!settings.report) return;
    try {
      settings.report(event);
    } catch {
      // An analytics sink that throws must not break the call it reports.
    }
  }

  function mail(path: string, body: ErrorMailBody): void {
    if (!settings.errorMail.enabled || path === mailPath) return;
    settings.post({ method: "POST", path: mailPath, body }).catch(() => undefined);
  }

  return function afterCall(request: ApiRequest, outcome: CallOutcome): void {
    const path = pathOf(request.path);
    const { method } = request;
    const { result, correlationId, durationMs } = outcome;
    const info = { path, method, correlationId, durationMs };
    if (!result.ok && result.status !== 401) {
      emit({ type: "api_error", path, method, status: result.status, correlationId });
      mail(path, {
        statusCode: result.status,
        errorInfo: { type: "api_error", ...info, ...firstError(result.data) },
      });
    }
    if (durationMs >= settings.slowThresholdMs) {
      emit({ type: "api_slow", path, method, durationMs });
      mail(path, { statusCode: result.status, errorInfo: { type: "api_slow", ...info } });
    }
  };
}

export type Reporter = ReturnType<typeof createReporter>;
