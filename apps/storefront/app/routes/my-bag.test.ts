import { fail, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { bagItem, bagWith } from "../testing/bag-data";
import { testLoadContext } from "../testing/load-context";
import { headers, loader, meta } from "./my-bag";

type LoaderAnswer = { data: unknown; init?: ResponseInit | null };

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const BAG = bagWith([bagItem(7)]);

const checkout = vi.fn();
const services = { bag: { checkout } } as never;

beforeEach(() => {
  checkout.mockReset();
  checkout.mockResolvedValue(ok(BAG));
});

async function load(shopper: Shopper | null): Promise<LoaderAnswer> {
  const { context } = testLoadContext({ services, ...(shopper ? { shopper } : {}) });
  const request = new Request("https://shop.example.in/mybag");
  try {
    return (await loader({ request, context, params: {} } as never)) as never;
  } catch (thrown) {
    return thrown as LoaderAnswer;
  }
}

describe("/mybag loader", () => {
  it("reads the bag of the request's guest, never cached", async () => {
    const answer = await load(null);
    expect(checkout).toHaveBeenCalledWith({
      page: "myBag",
      isPromotionPaymentConstraintSupported: true,
      type: "read",
    });
    expect(answer.data).toEqual({ bag: BAG, guest: true });
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("private, no-store");
    expect(new Headers(headers({} as never) as HeadersInit).get("Cache-Control")).toBe("private, no-store");
  });

  it("says a signed-in shopper is no guest", async () => {
    expect((await load(SHOPPER)).data).toEqual({ bag: BAG, guest: false });
  });

  it("answers 500 when the bag cannot be read", async () => {
    checkout.mockResolvedValue(fail({ name: "unknownSku", status: 404, code: "NOT_FOUND", detail: "gone" }));
    expect((await load(null)).init?.status).toBe(500);
  });

  it("is titled Shopping Bag and kept out of search engines", () => {
    expect(meta({} as never)).toEqual([
      { title: "Shopping Bag | Odin" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});
