import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { trustProxyOf } from "./config-proxies";

describe("ODIN_TRUSTED_PROXIES", () => {
  it("trusts no proxy by default, or when empty", () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ ODIN_TRUSTED_PROXIES: " " }).trustedProxies).toEqual([]);
    expect(trustProxyOf([])).toBe(false);
  });

  it("takes addresses, CIDR ranges and proxy-addr's named ranges", () => {
    const value = "10.0.0.5, 10.1.0.0/16,2001:db8::1,2001:db8::/32,loopback,uniquelocal,linklocal";
    const proxies = loadConfig({ ODIN_TRUSTED_PROXIES: value }).trustedProxies;
    expect(proxies).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "2001:db8::1",
      "2001:db8::/32",
      "loopback",
      "uniquelocal",
      "linklocal",
    ]);
    expect(trustProxyOf(proxies)).toEqual(proxies);
  });

  it.each([
    "1",
    "2",
    "true",
    "*",
    "10.0.0.0/33",
    "2001:db8::/129",
    "10.0.0/8",
    "proxy.internal",
    "10.0.0.1/8/1",
  ])("refuses %j: a hop count, everything, or not an address", (value) => {
    expect(() => loadConfig({ ODIN_TRUSTED_PROXIES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ODIN_TRUSTED_PROXIES: value })).toThrow(/ODIN_TRUSTED_PROXIES/);
  });
});
