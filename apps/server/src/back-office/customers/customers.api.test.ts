import { randomBytes } from "node:crypto";
import { customerPage, customerSearchPage } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser } from "../../testing/auth";
import type { FixtureSize } from "../../testing/bag-fixture";
import {
  addAddress,
  type Buyer,
  type CentreRef,
  call,
  centreOf,
  grantPoints,
  placeCodOrder,
  testLoyalty,
} from "../../testing/checkout";
import { adminHeaders, createStaff, staffWith, type TestStaff } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";

/** The back office's Customers area: the lookup and a customer's page. */

const test = useTestApp();
let reader: TestStaff;

beforeAll(async () => {
  reader = await staffWith(test, ["customers:read"]);
});

const get = (url: string, headers: Record<string, string> = reader.headers) =>
  test.app.inject({ method: "GET", url, headers });

async function search(q: string, extra = "") {
  const answer = await get(`/admin/api/customers?q=${encodeURIComponent(q)}${extra}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return customerSearchPage.parse(answer.json());
}

/** A shopper named `first last`. */
async function named(first: string, last: string) {
  const user = await createUser(test);
  await test.database.db
    .update(schema.users)
    .set({ firstName: first, lastName: last })
    .where(eq(schema.users.id, user.id));
  return user;
}

describe("looking a shopper up (customers:read)", () => {
  it("finds a shopper by an exact phone number, with or without +91, and by e-mail in any case", async () => {
    const user = await createUser(test);
    for (const typed of [
      user.mobileNumber,
      `+91${user.mobileNumber}`,
      `+91 ${user.mobileNumber.slice(0, 5)} ${user.mobileNumber.slice(5)}`,
    ]) {
      const page = await search(typed);
      expect(page.match, typed).toBe("phone");
      expect(
        page.customers.map((customer) => customer.userId),
        typed,
      ).toEqual([user.id]);
    }
    const byEmail = await search(user.email.toUpperCase());
    expect(byEmail).toMatchObject({ match: "email", next: null });
    expect(byEmail.customers).toEqual([
      expect.objectContaining({
        userId: user.id,
        email: user.email,
        mobileNumber: user.mobileNumber,
        signInBlocked: false,
      }),
    ]);
    expect((await search(user.mobileNumber.slice(0, 9))).customers).toEqual([]);
    expect((await search(`x${user.email}`)).customers).toEqual([]);
  });

  it("finds names by their start, in name order, a keyset page at a time", async () => {
    const first = `Zq${randomBytes(4).toString("hex")}`;
    const made = [await named(first, "Chawla"), await named(first, "Bose"), await named(first, "Anand")];
    await named(`${first}x`, "Other");
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const after: string = next ? `&after=${next}` : "";
      const page = await search(first.toLowerCase(), `&limit=2${after}`);
      expect(page.match).toBe("name");
      seen.push(...page.customers.map((customer) => customer.name));
      next = page.next;
    } while (next);
    // Byte order: the space after a whole first name sorts before any letter.
    expect(seen).toEqual([`${first} Anand`, `${first} Bose`, `${first} Chawla`, `${first}x Other`]);
    const narrower = await search(`${first} b`);
    expect(narrower.customers.map((customer) => customer.userId)).toEqual([made[1]?.id]);
    // LIKE's wildcards are plain characters here.
    expect((await search(`${first.slice(0, 3)}%`)).customers).toEqual([]);
  });

  it("exports every shopper a look-up finds as CSV, in its order, past one page", async () => {
    const first = `Zx${randomBytes(4).toString("hex")}`;
    for (const last of ["Rao", "Iyer", "Das"]) await named(first, last);
    const answer = await get(`/admin/api/customers/export?q=${first.toLowerCase()}&limit=1`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/csv");
    const [header, ...lines] = answer.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(header).toBe("userId,name,mobileNumber,email,createdAt,signIn");
    expect(lines.map((line) => line.split(",")[1])).toEqual([
      `${first} Das`,
      `${first} Iyer`,
      `${first} Rao`,
    ]);
    expect((await get(`/admin/api/customers/export?q=${first}`, adminHeaders())).statusCode).toBe(401);
  });

  it("never lists a staff member's account, by phone, e-mail or name", async () => {
    const staff = await createStaff(test, "operations");
    const [row] = await test.database.db.select().from(schema.users).where(eq(schema.users.id, staff.id));
    if (!row?.mobileNumber) throw new Error("the staff member has no phone");
    expect((await search(row.mobileNumber)).customers).toEqual([]);
    expect((await search(staff.email)).customers).toEqual([]);
    expect((await search(`${row.firstName} ${row.lastName}`)).customers).toEqual([]);
  });

  it("refuses bad input with 400 and callers without the permission", async () => {
    for (const query of ["q=a", "q=", "", "q=asha&limit=0", "q=asha&limit=51", "q=asha&after=forged"]) {
      const answer = await get(`/admin/api/customers?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
    expect(problemOf(await get("/admin/api/customers?q=asha&after=forged"))?.code).toBe("CURSOR_INVALID");
    const other = await staffWith(test, ["orders:read"]);
    expect((await get("/admin/api/customers?q=asha", other.headers)).statusCode).toBe(403);
    expect((await get("/admin/api/customers?q=asha", adminHeaders())).statusCode).toBe(401);
  });
});

describe("a customer's page (customers:read)", () => {
  let warehouse: CentreRef;
  let size: FixtureSize;

  beforeAll(async () => {
    warehouse = await centreOf(test, "warehouse");
    size = await test.sizes.size({ mrp: 99_900, price: 79_900, stock: 10 });
  });

  async function shopperWithHistory(): Promise<{ buyer: Buyer; orderNumber: string; brandCode: string }> {
    const buyer = await test.shopper();
    const orderNumber = await placeCodOrder(test, buyer, [{ skuId: size.skuId, qty: 1 }], warehouse.pincode);
    expect(
      (await call(test, buyer, "POST", "/api/fav/v2/products", { styleId: size.styleId })).statusCode,
    ).toBe(200);
    const [brand] = await test.database.db
      .select()
      .from(schema.brands)
      .where(eq(schema.brands.id, size.brandId));
    if (!brand) throw new Error("no brand");
    const added = await call(test, buyer, "POST", "/api/favourite/brand", { brand: [brand.code] });
    expect(added.statusCode, added.body).toBe(200);
    await test.database.db.insert(schema.reviews).values({
      styleId: size.styleId,
      userId: buyer.user.id,
      authorName: "Test R.",
      rating: 2,
      text: "The seams came apart.",
      status: "REJECTED",
      rejectionReason: "Mentions a courier by name",
    });
    await grantPoints(test, testLoyalty(test), { userId: buyer.user.id, brandId: size.brandId, points: 300 });
    return { buyer, orderNumber, brandCode: brand.code };
  }

  it("shows the profile, sign-in, orders with their links, addresses, favourites, reviews and points", async () => {
    const { buyer, orderNumber, brandCode } = await shopperWithHistory();
    await addAddress(test, buyer, warehouse.pincode);
    const answer = await get(`/admin/api/customers/${buyer.user.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = customerPage.parse(answer.json());
    expect(page.profile).toMatchObject({
      userId: buyer.user.id,
      email: buyer.user.email,
      mobileNumber: buyer.user.mobileNumber,
      isMobileNumberVerified: true,
      isEmailVerified: false,
      userType: "END_USER",
      firstOrder: { orderNumber },
    });
    expect(page.signIn).toEqual({ blocked: false, blockedAt: null, reason: null });
    expect(page.orders).toEqual([
      expect.objectContaining({
        orderNumber,
        total: expect.any(Number),
        status: "PLACED",
        pieces: 1,
        link: `/admin/orders/${orderNumber}`,
      }),
    ]);
    expect(page.addresses.map((address) => address.pincode)).toContain(warehouse.pincode);
    expect(page.favourites.styles).toEqual([expect.objectContaining({ styleId: size.styleId })]);
    expect(page.favourites.brands).toEqual([expect.objectContaining({ code: brandCode })]);
    expect(page.reviews).toEqual([
      expect.objectContaining({ status: "REJECTED", rejectionReason: "Mentions a courier by name" }),
    ]);
    expect(page.loyalty).toEqual([
      expect.objectContaining({
        brandId: size.brandId,
        brandCode,
        balance: 300,
        value: 30_000,
        entries: [expect.objectContaining({ kind: "earn", points: 300, reason: null })],
      }),
    ]);
    expect(page.audit).toEqual([]);
  });

  it("answers 404 for no such account and for a staff member's, 400 for a bad id", async () => {
    const staff = await createStaff(test, "customer-care");
    for (const id of [2_147_483_647, staff.id]) {
      const answer = await get(`/admin/api/customers/${id}`);
      expect(answer.statusCode, String(id)).toBe(404);
      expect(problemOf(answer)?.code).toBe("NOT_FOUND");
    }
    for (const id of ["0", "abc", "2147483648", "-1"]) {
      expect((await get(`/admin/api/customers/${id}`)).statusCode, id).toBe(400);
    }
  });
});
