import { describe, expect, it } from "vitest";
import { appDownloadUrl, whatsappUrl } from "./support-rules";

describe("support rules", () => {
  it("link a WhatsApp number to its click-to-chat address", () => {
    expect(whatsappUrl("919000012345")).toBe("https://wa.me/919000012345");
  });

  it("send the configured app page, else the site's /apps", () => {
    expect(appDownloadUrl("https://get.odin.example/app", "https://shop.example.in")).toBe(
      "https://get.odin.example/app",
    );
    expect(appDownloadUrl(undefined, "https://shop.example.in")).toBe("https://shop.example.in/apps");
    expect(appDownloadUrl(undefined, "http://localhost:3000/")).toBe("http://localhost:3000/apps");
  });
});
