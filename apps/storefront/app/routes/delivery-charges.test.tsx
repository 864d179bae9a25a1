import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DELIVERY_CHARGES } from "../testing/bag-data";
import { testLoadContext } from "../testing/load-context";
import DeliveryCharges, { headers, loader, meta } from "./delivery-charges";

const services = { bag: { deliveryCharges: () => DELIVERY_CHARGES } } as never;

describe("/delivery_charges", () => {
  it("answers the delivery charge rule, shared by the page cache", () => {
    const { context } = testLoadContext({ services });
    const answer = loader({
      request: new Request("https://shop.example.in/delivery_charges"),
      context,
    } as never);
    expect(answer.data).toEqual({ charges: DELIVERY_CHARGES });
    const cacheControl = new Headers(answer.init?.headers).get("Cache-Control");
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    const loaderHeaders = new Headers({ "Cache-Control": cacheControl ?? "" });
    expect(new Headers(headers({ loaderHeaders } as never) as HeadersInit).get("Cache-Control")).toBe(
      cacheControl,
    );
    expect(meta({} as never)).toContainEqual({ title: "Delivery Charges | Odin" });
  });

  it("renders the charge, the free-delivery threshold, the COD charge and the rule's sentences on the server", () => {
    const router = createMemoryRouter(
      [{ id: "charges", path: "/delivery_charges", Component: DeliveryCharges }],
      {
        initialEntries: ["/delivery_charges"],
        hydrationData: { loaderData: { charges: { charges: DELIVERY_CHARGES } } },
      },
    );
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('<h1 class="bag-page__title">Delivery Charges</h1>');
    expect(html).toContain("<dt>Delivery charge</dt><dd>₹99</dd>");
    expect(html).toContain("<dt>Free delivery on orders of</dt><dd>₹999</dd>");
    expect(html).toContain("<dt>Cash on delivery charge</dt><dd>₹49</dd>");
    expect(html).toContain(
      "<li>Orders of ₹999 or more ship free.</li><li>Below that, delivery costs ₹99.</li>",
    );
    expect(html).toMatch(/<a href="\/mybag"[^>]*>Back to your bag<\/a>/);
  });
});
