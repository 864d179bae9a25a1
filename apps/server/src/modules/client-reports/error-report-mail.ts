import type { ErrorMailBody } from "@odin/contracts";
import type { OutboxMessage } from "../../platform/outbox";

/** The operator's e-mail about one recorded error report, keyed by the report so it goes once. */
export function errorReportMail(
  to: string,
  recorded: { id: number; receivedAt: Date },
  { statusCode, errorInfo }: ErrorMailBody,
): OutboxMessage {
  return {
    channel: "email",
    recipient: to,
    template: "client-error-report",
    idempotencyKey: `client-error-report:${recorded.id}`,
    payload: {
      reportId: String(recorded.id),
      kind: errorInfo.type === "api_slow" ? "slow" : "failed",
      status: String(statusCode),
      call: `${errorInfo.method} ${errorInfo.path}`,
      correlationId: errorInfo.correlationId,
      durationMs: String(errorInfo.durationMs),
      code: errorInfo.code || "-",
      detail: errorInfo.detail || "-",
      receivedAt: recorded.receivedAt.toISOString(),
    },
  };
}
