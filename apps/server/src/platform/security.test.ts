import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { formTargets, trimAssetHeaders } from "./security";

describe("formTargets", () => {
  it("lets sign-in forms reach real providers' authorization endpoints", () => {
    const config = loadConfig({
      ODIN_MODE: "demo",
      ODIN_GOOGLE_CLIENT_ID: "id",
      ODIN_GOOGLE_CLIENT_SECRET: "secret",
      ODIN_FACEBOOK_CLIENT_ID: "id",
      ODIN_FACEBOOK_CLIENT_SECRET: "secret",
    });
    expect(formTargets(config.social)).toEqual([
      "'self'",
      "https://accounts.google.com",
      "https://www.facebook.com",
    ]);
  });

  it("keeps forms on this site when the providers are the local stand-ins", () => {
    expect(formTargets(loadConfig({ ODIN_MODE: "demo" }).social)).toEqual(["'self'"]);
  });
});

describe("trimAssetHeaders", () => {
  const served = (path: string) => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    response.setHeader("content-security-policy", "default-src 'self'");
    response.setHeader("x-frame-options", "SAMEORIGIN");
    response.setHeader("cross-origin-opener-policy", "same-origin");
    response.setHeader("x-content-type-options", "nosniff");
    response.setHeader("cross-origin-resource-policy", "same-origin");
    trimAssetHeaders(response, path);
    return Object.keys(response.getHeaders()).sort();
  };

  it("keeps only the headers a script or stylesheet obeys", () => {
    expect(served("/srv/build/client/assets/root-Cty5FtrM.js.br")).toEqual([
      "cross-origin-resource-policy",
      "x-content-type-options",
    ]);
  });

  it("keeps every header on a worker script, which runs under its own response's policy", () => {
    expect(served("/srv/build/client/assets/captcha-worker-Dew4hZXP.js")).toHaveLength(5);
    expect(served("/srv/build/client/assets/captcha-worker-Dew4hZXP.js.br")).toHaveLength(5);
  });
});
