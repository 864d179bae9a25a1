import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../testing/production-env";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.mode).toBe("demo");
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toMatch(/\.data\/pglite$/);
    expect(config.seedOnStart).toBe(true);
    expect(config.sessionSecretGenerated).toBe(true);
    expect(config.logLevel).toBe("info");
    expect(config.tenantId).toBe("odin");
    expect(config.autosuggestChannels).toEqual(["web"]);
  });

  it("reads the autosuggest channels as a list and refuses other shapes", () => {
    expect(loadConfig({ ODIN_AUTOSUGGEST_CHANNELS: "web,mweb" }).autosuggestChannels).toEqual([
      "web",
      "mweb",
    ]);
    expect(loadConfig({ ODIN_AUTOSUGGEST_CHANNELS: "" }).autosuggestChannels).toEqual([]);
    expect(() => loadConfig({ ODIN_AUTOSUGGEST_CHANNELS: "web; drop" })).toThrow(/ODIN_AUTOSUGGEST_CHANNELS/);
  });

  it("selects PostgreSQL with DATABASE_URL and refuses other schemes", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/odin" }).database.url).toContain(
      "postgres://",
    );
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
  });

  it("reads a replica only from a PostgreSQL address, with its lag bound and its primary (decision 73)", () => {
    const primary = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/odin" };
    expect(loadConfig(primary).database.replica).toBeUndefined();
    expect(
      loadConfig({ ...primary, DATABASE_REPLICA_URL: "postgres://postgres@127.0.0.1:5433/odin" }).database
        .replica,
    ).toEqual({ url: "postgres://postgres@127.0.0.1:5433/odin", maxLagMs: 2_000 });
    expect(() => loadConfig({ DATABASE_REPLICA_URL: "postgres://r/odin" })).toThrow(
      /DATABASE_REPLICA_URL: a replica needs its primary/,
    );
    const bounded = { ...primary, DATABASE_REPLICA_URL: "postgres://r/odin", ODIN_REPLICA_MAX_LAG_MS: "500" };
    expect(loadConfig(bounded).database.replica?.maxLagMs).toBe(500);
    expect(() => loadConfig({ ...primary, DATABASE_REPLICA_URL: "mysql://r" })).toThrow(
      /DATABASE_REPLICA_URL/,
    );
    expect(() => loadConfig({ ...bounded, ODIN_REPLICA_MAX_LAG_MS: "50" })).toThrow(
      /ODIN_REPLICA_MAX_LAG_MS/,
    );
  });

  it("fails fast on bad values, naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ ODIN_MODE: "staging" })).toThrow(/ODIN_MODE/);
  });

  it("needs a real secret in production mode and does not seed there", () => {
    expect(() => loadConfig({ ODIN_MODE: "production" })).toThrow(/ODIN_SESSION_SECRET/);
    expect(() => loadConfig({ ODIN_MODE: "production", ODIN_SESSION_SECRET: "x".repeat(32) })).toThrow(
      /ODIN_JWT_SECRET/,
    );
    const config = loadConfig({
      ...PRODUCTION_ENV,
      ODIN_SESSION_SECRET: "x".repeat(32),
      ODIN_JWT_SECRET: "y".repeat(32),
    });
    expect(config.seedOnStart).toBe(false);
    expect(config.sessionSecretGenerated).toBe(false);
    expect(config.auth.jwtSecretGenerated).toBe(false);
    expect(config.auth.jwtSecret).toBe("y".repeat(32));
  });
});
