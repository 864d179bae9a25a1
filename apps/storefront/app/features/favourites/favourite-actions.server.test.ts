import { fail, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../../testing/load-context";
import { favouriteAction } from "./favourite-actions.server";

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const SIGN_IN = {
  name: "signInRequired",
  status: 401,
  code: "UNAUTHORIZED",
  detail: MESSAGES.session.loginToContinue,
};

const favourites = {
  add: vi.fn(),
  remove: vi.fn(),
  addBrands: vi.fn(),
  removeBrand: vi.fn(),
};

beforeEach(() => {
  for (const call of Object.values(favourites)) call.mockReset();
});

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

async function post(fields: Record<string, string>, shopper: Shopper | null = SHOPPER): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("https://shop.example.in/products", { method: "POST", body });
  const { context } = testLoadContext({ services: { favourites } as never, ...(shopper ? { shopper } : {}) });
  return (await favouriteAction({ request, context, params: {} } as never)) as never;
}

describe("a style's heart", () => {
  it("adds the style through the service and says so, naming the style", async () => {
    favourites.add.mockResolvedValue(
      ok({
        status: true,
        favouriteId: 3,
        styleId: 12,
        alreadyAdded: false,
        message: MESSAGES.favourites.added,
      }),
    );
    expect(await post({ intent: "addFavourite", styleId: "12" })).toMatchObject({
      data: {
        intent: "addFavourite",
        ok: true,
        message: MESSAGES.favourites.added,
        values: { styleId: "12" },
      },
    });
    expect(favourites.add).toHaveBeenCalledWith(12);
  });

  it("answers a style kept already with the spec's notice, marked as a notice", async () => {
    favourites.add.mockResolvedValue(
      ok({
        status: true,
        favouriteId: 3,
        styleId: 12,
        alreadyAdded: true,
        message: MESSAGES.favourites.alreadyAdded,
      }),
    );
    expect(await post({ intent: "addFavourite", styleId: "12" })).toMatchObject({
      data: { ok: true, notice: true, message: MESSAGES.favourites.alreadyAdded },
    });
  });

  it("asks a guest to log in (401, loginRequired), keeping the style it was about", async () => {
    favourites.add.mockResolvedValue(fail(SIGN_IN));
    expect(await post({ intent: "addFavourite", styleId: "12" }, null)).toMatchObject({
      data: {
        ok: false,
        loginRequired: true,
        message: MESSAGES.session.loginToContinue,
        values: { styleId: "12" },
      },
      init: { status: 401 },
    });
  });

  it.each(["", "abc", "0", "2147483648", "1.5"])(
    "refuses the style id %j without calling the service",
    async (styleId) => {
      expect(await post({ intent: "addFavourite", styleId })).toMatchObject({
        data: { ok: false, message: MESSAGES.favourites.notAdded },
        init: { status: 400 },
      });
      expect(favourites.add).not.toHaveBeenCalled();
    },
  );

  it("says the service's refusal of an unknown style with 404", async () => {
    favourites.add.mockResolvedValue(
      fail({ name: "unknownStyle", status: 404, code: "NOT_FOUND", detail: MESSAGES.favourites.notAdded }),
    );
    expect(await post({ intent: "addFavourite", styleId: "12" })).toMatchObject({
      data: { ok: false, message: MESSAGES.favourites.notAdded },
      init: { status: 404 },
    });
  });

  it("removes the style and says so", async () => {
    favourites.remove.mockResolvedValue(
      ok({ status: true, styleId: 12, message: MESSAGES.favourites.removed }),
    );
    expect(await post({ intent: "removeFavourite", styleId: "12" })).toMatchObject({
      data: { intent: "removeFavourite", ok: true, message: MESSAGES.favourites.removed },
    });
    expect(favourites.remove).toHaveBeenCalledWith({ styleId: 12 });
  });
});

describe("brands", () => {
  it("adds a brand by its code with the spec's toast", async () => {
    favourites.addBrands.mockResolvedValue(
      ok({ status: true, message: MESSAGES.favourites.brandAdded, brands: [] }),
    );
    expect(await post({ intent: "addFavouriteBrand", brand: "nw" })).toMatchObject({
      data: { ok: true, message: MESSAGES.favourites.brandAdded, values: { brand: "nw" } },
    });
    expect(favourites.addBrands).toHaveBeenCalledWith(["nw"]);
  });

  it("refuses a blank brand without calling the service", async () => {
    expect(await post({ intent: "addFavouriteBrand", brand: "  " })).toMatchObject({ data: { ok: false } });
    expect(favourites.addBrands).not.toHaveBeenCalled();
  });

  it("removes a brand by the favourite's id with the spec's toast", async () => {
    favourites.removeBrand.mockResolvedValue(
      ok({ status: true, message: MESSAGES.favourites.brandRemoved, brands: [] }),
    );
    expect(await post({ intent: "removeFavouriteBrand", favouriteId: "5", brand: "nw" })).toMatchObject({
      data: { ok: true, message: MESSAGES.favourites.brandRemoved },
    });
    expect(favourites.removeBrand).toHaveBeenCalledWith(5);
  });

  it("answers another shopper's favourite as not found", async () => {
    favourites.removeBrand.mockResolvedValue(
      fail({
        name: "favouriteNotFound",
        status: 404,
        code: "NOT_FOUND",
        detail: MESSAGES.favourites.genericError,
      }),
    );
    expect(await post({ intent: "removeFavouriteBrand", favouriteId: "5" })).toMatchObject({
      data: { ok: false, message: MESSAGES.favourites.genericError },
      init: { status: 404 },
    });
  });
});

it("refuses an intent it does not know", async () => {
  expect(await post({ intent: "somethingElse" })).toMatchObject({
    data: { ok: false, message: MESSAGES.favourites.genericError },
  });
});
