import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { formTargets } from "./security";

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
