import { afterAll, beforeAll } from "vitest";
import { type BagFixture, createBagFixture } from "./bag-fixture";
import { type Buyer, newBuyer, removeBuyers } from "./checkout";
import { createTestApp, type OwnedTestApp, type TestApp } from "./test-app";

/** What a file asks of its app: `createTestApp`'s options (settings added, a shared database). */
export type TestAppOptions = Parameters<typeof createTestApp>[0];

/** A test file's app, its own sizes and its fresh shoppers: everything is removed after the file. */
export interface ApiFixture extends TestApp {
  /** Sizes, stock and promotions of the file's own (bag-fixture.ts). */
  readonly sizes: BagFixture;
  /**
   * A new signed-in shopper, made by the account service registration uses and signed in by
   * password; removed after the file with its orders, addresses, points and coupon uses.
   */
  shopper(): Promise<Buyer>;
}

/**
 * The API tests' one set-up. Called at the top of a test file, it builds the app before the file's
 * first hook (`beforeAll`), and after its last one removes the file's shoppers and sizes and closes
 * the app. Read its fields inside tests and hooks: the app does not exist while the file is collected.
 *
 *   const test = useTestApp();
 *   it("…", async () => { const buyer = await test.shopper(); … });
 */
export function useTestApp(options: TestAppOptions = {}): ApiFixture {
  let built: OwnedTestApp | undefined;
  let sizes: BagFixture | undefined;
  const shopperIds: number[] = [];
  const ready = (): TestApp => {
    if (!built) throw new Error("the test app is built in beforeAll: read it inside a test or a hook");
    return built;
  };

  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(async () => {
    if (!built) return;
    await removeBuyers(built, shopperIds);
    await sizes?.remove();
    await built.close();
  });

  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    get logs() {
      return ready().logs;
    },
    get sizes() {
      sizes ??= createBagFixture(ready().database.db);
      return sizes;
    },
    async shopper() {
      const buyer = await newBuyer(ready());
      shopperIds.push(buyer.user.id);
      return buyer;
    },
  };
}
