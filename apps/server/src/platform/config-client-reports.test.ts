import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("client reports configuration", () => {
  it("records without mailing by default", () => {
    expect(loadConfig({}).clientReports).toEqual({
      eventBatchesPerMinute: 120,
      errorReportsPerMinute: 10,
      retentionDays: 90,
      errorMailTo: null,
    });
  });

  it("mails error reports only when switched on, and then needs the operator's address", () => {
    expect(loadConfig({ ODIN_ERROR_MAIL_TO: "ops@shop.example.in" }).clientReports.errorMailTo).toBeNull();
    const on = loadConfig({ ODIN_ERROR_MAIL: "true", ODIN_ERROR_MAIL_TO: "ops@shop.example.in" });
    expect(on.clientReports.errorMailTo).toBe("ops@shop.example.in");
    expect(() => loadConfig({ ODIN_ERROR_MAIL: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ ODIN_ERROR_MAIL: "yes" })).toThrow(/ODIN_ERROR_MAIL/);
    expect(() => loadConfig({ ODIN_ERROR_MAIL_TO: "not an address" })).toThrow(/ODIN_ERROR_MAIL_TO/);
  });

  it("reads the limits and the retention", () => {
    const config = loadConfig({
      ODIN_EVENTS_BATCHES_PER_MINUTE: "30",
      ODIN_ERROR_REPORTS_PER_MINUTE: "3",
      ODIN_CLIENT_REPORTS_RETENTION_DAYS: "30",
    });
    expect(config.clientReports).toMatchObject({
      eventBatchesPerMinute: 30,
      errorReportsPerMinute: 3,
      retentionDays: 30,
    });
    expect(() => loadConfig({ ODIN_CLIENT_REPORTS_RETENTION_DAYS: "0" })).toThrow(ConfigError);
  });
});
