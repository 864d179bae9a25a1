import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/api-fixture";

const test = useTestApp();

describe("the demo's tile server", () => {
  it("answers a 256-pixel PNG tile for each z/x/y", async () => {
    const response = await test.app.inject({ url: "/_sandbox/tiles/5/22/14.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toContain("max-age");
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "png", width: 256, height: 256 });
  });

  it.each(["/_sandbox/tiles/2/4/0.png", "/_sandbox/tiles/20/0/0.png", "/_sandbox/tiles/a/0/0.png"])(
    "refuses %s, which no zoom has",
    async (url) => {
      const response = await test.app.inject({ url });
      expect(response.statusCode).toBe(400);
    },
  );
});
