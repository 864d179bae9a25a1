import { fail, ok, type Result, type Shopper } from "@odin/contracts";
import { describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../../testing/load-context";
import { loadItemChange } from "./load-item-change.server";

type Answer = { data: unknown; init?: ResponseInit | null };
type Read = (orderId: string, itemId: number) => Promise<Result<unknown>>;

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const URL_OF_PAGE = "https://shop.example.in/orderdetails/OD1/return/7";
const refusal = (name: string, status: number) => fail({ name, status, code: "X", detail: `${name} said` });

/** The page's data for `itemId`, with `read` answering the item's details; a thrown answer is returned. */
async function load(read: Read, itemId = "7", shopper: Shopper | null = SHOPPER) {
  const { context } = testLoadContext(shopper ? { shopper } : {});
  const args = { request: new Request(URL_OF_PAGE), params: { orderId: "OD1", itemId }, context };
  try {
    return (await loadItemChange(args as never, read, ["notReturnable"])) as unknown as Answer;
  } catch (thrown) {
    return thrown as Answer;
  }
}

describe("an item's cancel or return page", () => {
  it("asks a visitor to log in and come back, without reading the item", async () => {
    const read = vi.fn<Read>();
    expect((await load(read, "7", null)).data).toEqual({
      kind: "guest",
      destination: "/orderdetails/OD1/return/7",
    });
    expect(read).not.toHaveBeenCalled();
  });

  it("opens with the item's details, never cached", async () => {
    const read = vi.fn(async () => ok({ reasons: [] }));
    const answer = await load(read);
    expect(read).toHaveBeenCalledWith("OD1", 7);
    expect(answer.data).toEqual({ kind: "open", details: { reasons: [] } });
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("private, no-store");
  });

  it("says why the item can no longer change when a closing refusal names it", async () => {
    const answer = await load(vi.fn(async () => refusal("notReturnable", 400)));
    expect(answer.data).toEqual({ kind: "closed", orderId: "OD1", itemId: 7, message: "notReturnable said" });
  });

  it("asks for a login again when the session has gone", async () => {
    expect((await load(vi.fn(async () => refusal("signInRequired", 401)))).data).toMatchObject({
      kind: "guest",
    });
  });

  it("is not found for another refusal or an item id that is none", async () => {
    expect((await load(vi.fn(async () => refusal("unknownItem", 404)))).init?.status).toBe(404);
    const read = vi.fn<Read>();
    for (const itemId of ["0", "-3", "x", "1.5"]) expect((await load(read, itemId)).init?.status).toBe(404);
    expect(read).not.toHaveBeenCalled();
  });
});
