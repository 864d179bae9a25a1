import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADERS, createTestApp, type TestApp } from "../../testing/test-app";

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const report = {
  statusCode: 503,
  errorInfo: {
    type: "api_error",
    path: "/api/v2/listing/products",
    method: "POST",
    correlationId: "7d0b6c1e-2f5a-4c36-9f5e-0f4a1b2c3d4e",
    durationMs: 812,
    code: "503",
    detail: "down",
  },
};

describe("POST /api/errorMail", () => {
  it("writes the browser's report to the log with the failed call's correlation id", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/errorMail",
      headers: CLIENT_HEADERS,
      payload: report,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const line = test.logs.find((entry) => entry.msg === "client reported an API call");
    expect(line).toMatchObject({ level: 40, clientReport: { statusCode: 503, ...report.errorInfo } });
  });

  it("refuses a report that is not one", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/errorMail",
      headers: CLIENT_HEADERS,
      payload: { statusCode: 503, errorInfo: { ...report.errorInfo, type: "anything" } },
    });
    expect(response.statusCode).toBe(400);
    expect(test.logs.filter((entry) => entry.msg === "client reported an API call")).toHaveLength(1);
  });
});
