import { describe, expect, it } from "vitest";
import { requestPlatform } from "./request";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

describe("requestPlatform", () => {
  it("follows the Sec-CH-UA-Mobile client hint when present", () => {
    expect(requestPlatform(new Headers({ "sec-ch-ua-mobile": "?1", "user-agent": DESKTOP }))).toBe("mobile");
    expect(requestPlatform(new Headers({ "sec-ch-ua-mobile": "?0", "user-agent": ANDROID }))).toBe("desktop");
  });

  it("falls back to the user agent, and to desktop without one", () => {
    expect(requestPlatform(new Headers({ "user-agent": ANDROID }))).toBe("mobile");
    expect(requestPlatform(new Headers({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)" }))).toBe(
      "mobile",
    );
    expect(requestPlatform(new Headers({ "user-agent": DESKTOP }))).toBe("desktop");
    expect(requestPlatform(new Headers())).toBe("desktop");
  });
});
