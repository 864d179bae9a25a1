// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURE } from "../../testing/product-data";
import { ProductGallery } from "./product-gallery";

afterEach(cleanup);

describe("product gallery", () => {
  it("switches the large image with the thumbnails", () => {
    render(<ProductGallery product={PRODUCT_FIXTURE} />);
    const main = screen.getByRole("img", { name: "Northwind Red Floral Kurta" });
    expect(main.getAttribute("src")).toBe("/img/1/l.webp");
    const second = screen.getByRole("button", { name: "Show image 2 of 2" });
    expect(second.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(second);
    expect(main.getAttribute("src")).toBe("/img/2/l.webp");
    expect(second.getAttribute("aria-pressed")).toBe("true");
  });

  it("plays a video with its poster", () => {
    const product = { ...PRODUCT_FIXTURE, videos: [{ url: "/v/1.mp4", poster: "/v/1.webp" }] };
    render(<ProductGallery product={product} />);
    fireEvent.click(screen.getByRole("button", { name: "Play video 1" }));
    const video = document.querySelector("video");
    expect(video?.getAttribute("poster")).toBe("/v/1.webp");
    expect(video?.getAttribute("src")).toBe("/v/1.mp4");
  });

  it("shows no thumbnail strip for a single image", () => {
    render(<ProductGallery product={{ ...PRODUCT_FIXTURE, images: PRODUCT_FIXTURE.images.slice(0, 1) }} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});
