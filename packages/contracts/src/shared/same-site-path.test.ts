import { describe, expect, it } from "vitest";
import {
  FOREIGN_RETURN_ADDRESSES,
  SAME_SITE_RETURN_ADDRESSES,
  SITE,
  staysOnSite,
} from "../testing/return-addresses";
import { SAME_SITE_PATH_MAX, sameSitePath } from "./same-site-path";

describe("sameSitePath", () => {
  it.each(FOREIGN_RETURN_ADDRESSES.map((address) => [JSON.stringify(address), address]))(
    "keeps %s on the site",
    (_, address) => {
      const result = sameSitePath(address);
      expect(staysOnSite(result), String(result)).toBe(true);
      if (result === undefined) return;
      // A path with one leading slash, which stays one even after a proxy decodes it once more.
      expect(result).toMatch(/^\/(?![/\\])/);
      expect(staysOnSite(decodeURIComponent(result))).toBe(true);
    },
  );

  it("refuses every foreign row that a browser would resolve elsewhere if taken as it is", () => {
    const leaving = FOREIGN_RETURN_ADDRESSES.filter((address) => !staysOnSite(address));
    expect(leaving.length).toBeGreaterThan(20);
    for (const address of leaving) expect(sameSitePath(address), address).toBeUndefined();
  });

  it.each(SAME_SITE_RETURN_ADDRESSES)("keeps the store's own %s as %s", (address, kept) => {
    expect(sameSitePath(address)).toBe(kept);
    expect(new URL(kept, SITE).origin).toBe(SITE);
  });

  it("drops the fragment, refuses nothing given and anything longer than the bound", () => {
    expect(sameSitePath("/mybag#login=loginSubV2")).toBe("/mybag");
    expect(sameSitePath(undefined)).toBeUndefined();
    expect(sameSitePath(null)).toBeUndefined();
    expect(sameSitePath(`/${"a".repeat(SAME_SITE_PATH_MAX - 1)}`)).toHaveLength(SAME_SITE_PATH_MAX);
    expect(sameSitePath(`/${"a".repeat(SAME_SITE_PATH_MAX)}`)).toBeUndefined();
  });
});
