import {
  ADDRESS_LIMITS,
  type Address,
  address,
  addressListResponse,
  formatMessage,
  MESSAGES,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, signIn, type TestUser } from "../../testing/auth";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

const test = useTestApp();
const made: number[] = [];
afterAll(async () => {
  // The shoppers' addresses go with them (on delete cascade).
  if (made.length > 0) await test.database.db.delete(schema.users).where(inArray(schema.users.id, made));
});

interface Caller {
  user: TestUser;
  token: string;
}

async function shopper(): Promise<Caller> {
  const user = await createUser(test);
  made.push(user.id);
  const response = await signIn(test, user.email, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return { user, token: response.json().access_token as string };
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(method: Method, url: string, caller?: Caller, payload?: object) {
  // As browsers send a call without a body: no content length, so nothing to parse.
  const { "content-type": _json, ...bodiless } = CLIENT_HEADERS;
  const headers: Record<string, string> = payload ? { ...CLIENT_HEADERS } : bodiless;
  if (caller) headers.authorization = `Bearer ${caller.token}`;
  return test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const HOME = {
  firstName: "Asha",
  lastName: "Verma",
  address: "Flat 4B, Sea View, 12 Marine Drive",
  mobileNumber: "9876543210",
  pincode: "400001",
};

async function add(caller: Caller, fields: object = {}): Promise<Address> {
  const response = await call("POST", "/api/shippingAddress", caller, { ...HOME, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return address.parse(response.json());
}

async function list(caller: Caller): Promise<Address[]> {
  const response = await call("GET", "/api/shippingAddress", caller);
  expect(response.statusCode, response.body).toBe(200);
  return addressListResponse.parse(response.json()).addresses;
}

const ids = (addresses: Address[]) => addresses.map((saved) => saved.id);
const defaults = (addresses: Address[]) =>
  addresses.filter((saved) => saved.isDefault).map((saved) => saved.id);

describe("the address rules of spec 3 §5 through the REST routes", () => {
  let asha: Caller;
  let saved: Address;
  beforeAll(async () => {
    asha = await shopper();
    saved = await add(asha);
  });

  const M = MESSAGES.address;
  const cases: [string, object, string][] = [
    ["a missing first name", { firstName: undefined }, M.mandatoryFields],
    ["an empty address", { address: "  " }, M.mandatoryFields],
    ["a missing mobile number", { mobileNumber: undefined }, M.mandatoryFields],
    ["a missing pincode", { pincode: undefined }, M.mandatoryFields],
    ["a digit in the first name", { firstName: "Asha2" }, M.nameLettersOnly],
    ["a hyphen in the last name", { lastName: "Verma-Rao" }, M.nameLettersOnly],
    ["a two-letter first name", { firstName: "As" }, M.nameMinLength],
    ["a two-letter last name", { lastName: "V e" }, M.nameMinLength],
    [
      "a first name too long",
      { firstName: "a".repeat(ADDRESS_LIMITS.nameMaxLength + 1) },
      formatMessage.maxCharacters(ADDRESS_LIMITS.nameMaxLength),
    ],
    ["a semicolon in the address", { address: "12; Marine Drive" }, M.invalidCharacters],
    ["a NUL in the address", { address: "12 Marine\u0000 Drive" }, M.invalidCharacters],
    ["an address of punctuation", { address: "#1 -" }, M.enterAddress],
    ["an accent in the landmark", { landmark: "Opp. Café" }, M.invalidCharacters],
    ["a mobile number starting 5", { mobileNumber: "5876543210" }, M.invalidPhone],
    ["a mobile number of 9 digits", { mobileNumber: "987654321" }, M.invalidPhone],
    ["a short alternate number", { alternateNumber: "98765" }, M.invalidPhone],
    ["a pincode starting 0", { pincode: "012345" }, MESSAGES.pincode.validSixDigits],
    ["a pincode of 5 digits", { pincode: "40001" }, MESSAGES.pincode.validSixDigits],
  ];

  it.each(cases)("refuses %s with its message when adding", async (_case, fields, message) => {
    const response = await call("POST", "/api/shippingAddress", asha, { ...HOME, ...fields });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({ status: 400, detail: message });
  });

  it.each(cases)("refuses %s with its message when editing", async (_case, fields, message) => {
    const response = await call("PUT", `/api/shippingAddress/${saved.id}`, asha, { ...HOME, ...fields });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({ status: 400, detail: message });
  });

  it("refuses a pincode outside the directory with the spec's message, naming the field", async () => {
    for (const response of [
      await call("POST", "/api/shippingAddress", asha, { ...HOME, pincode: "999999" }),
      await call("PUT", `/api/shippingAddress/${saved.id}`, asha, { ...HOME, pincode: "999999" }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({
        detail: "Sorry! we currently don't deliver to this pincode",
        data: { field: "pincode" },
      });
    }
    expect(await list(asha)).toEqual([saved]);
  });
});

describe("saving an address", () => {
  it("takes city and state from the pincode directory, never from the client", async () => {
    const asha = await shopper();
    const saved = await add(asha, { city: "Atlantis", state: "Nowhere", landmark: " Near Metro Cinema " });
    expect(saved).toMatchObject({
      ...HOME,
      landmark: "Near Metro Cinema",
      alternateNumber: "",
      city: "Mumbai",
      state: "Maharashtra",
      nationality: "India",
      phone: HOME.mobileNumber,
    });
    const edited = await call("PUT", `/api/shippingAddress/${saved.id}`, asha, {
      ...HOME,
      pincode: "110001",
    });
    expect(address.parse(edited.json())).toMatchObject({ pincode: "110001", state: "Delhi" });
  });

  it("makes the first address the default, with both flags the spec names", async () => {
    const asha = await shopper();
    const first = await add(asha);
    expect(first).toMatchObject({ isDefault: true, default: true });
    const second = await add(asha, { firstName: "Ravi" });
    expect(second).toMatchObject({ isDefault: false, default: false });
    expect(defaults(await list(asha))).toEqual([first.id]);
  });

  it("says the mobile number is verified only when it is the shopper's own verified number", async () => {
    const asha = await shopper();
    expect((await add(asha, { mobileNumber: asha.user.mobileNumber })).isMobileNumberVerified).toBe(true);
    expect((await add(asha, { mobileNumber: "7000000001" })).isMobileNumberVerified).toBe(false);
    const own = (await list(asha)).find((saved) => saved.mobileNumber === asha.user.mobileNumber);
    expect(own?.isMobileNumberVerified).toBe(true);
    await test.database.db
      .update(schema.users)
      .set({ isMobileNumberVerified: false })
      .where(eq(schema.users.id, asha.user.id));
    expect((await list(asha)).map((saved) => saved.isMobileNumberVerified)).toEqual([false, false]);
  });

  it("accepts the return flow's fields; its address check marks each address's reverse pickup", async () => {
    const asha = await shopper();
    const saved = await add(asha, { returnaddresscheck: true, itemid: 12 });
    const response = await call("GET", "/api/shippingAddress?retundaddresscheck=true&itemid=12", asha);
    expect(addressListResponse.parse(response.json()).addresses).toEqual([
      { ...saved, pickupEligible: expect.any(Boolean) },
    ]);
    expect((await call("GET", "/api/shippingAddress?itemid=0", asha)).statusCode).toBe(400);
    expect((await call("GET", "/api/shippingAddress?retundaddresscheck=maybe", asha)).statusCode).toBe(400);
  });
});

describe("the default and the order (spec 3 §4)", () => {
  it("un-defaults the others when a new default is added, edited in or chosen", async () => {
    const asha = await shopper();
    const first = await add(asha);
    const second = await add(asha, { isDefault: true });
    expect(defaults(await list(asha))).toEqual([second.id]);

    const third = await add(asha);
    const edited = await call("PUT", `/api/shippingAddress/${third.id}`, asha, { ...HOME, isDefault: true });
    expect(address.parse(edited.json()).isDefault).toBe(true);
    expect(defaults(await list(asha))).toEqual([third.id]);

    const chosen = await call("PUT", `/api/shippingAddress/${first.id}/default`, asha, {
      defaultAddress: true,
    });
    expect(chosen.statusCode).toBe(200);
    expect(defaults(addressListResponse.parse(chosen.json()).addresses)).toEqual([first.id]);
  });

  it("keeps the default when it is edited without the flag, or with it off", async () => {
    const asha = await shopper();
    const first = await add(asha);
    await call("PUT", `/api/shippingAddress/${first.id}`, asha, { ...HOME, firstName: "Ravi" });
    await call("PUT", `/api/shippingAddress/${first.id}`, asha, { ...HOME, isDefault: false });
    expect(defaults(await list(asha))).toEqual([first.id]);
  });

  it("lists the most recently added or edited first: an edited address moves to the front", async () => {
    const asha = await shopper();
    const first = await add(asha);
    const second = await add(asha, { firstName: "Ravi" });
    expect(ids(await list(asha))).toEqual([second.id, first.id]);
    const response = await call("PUT", `/api/shippingAddress/${first.id}`, asha, {
      ...HOME,
      address: "7 Hill Road",
    });
    const edited = address.parse(response.json());
    expect(edited.address).toBe("7 Hill Road");
    expect(Date.parse(edited.lastModifiedDate)).toBeGreaterThanOrEqual(Date.parse(second.lastModifiedDate));
    expect(ids(await list(asha))).toEqual([first.id, second.id]);
    // Choosing the default is not an edit: the order stays.
    await call("PUT", `/api/shippingAddress/${second.id}/default`, asha, { defaultAddress: true });
    expect(ids(await list(asha))).toEqual([first.id, second.id]);
  });

  it("hands the default to the most recently modified address left when the default is deleted", async () => {
    const asha = await shopper();
    const first = await add(asha);
    const second = await add(asha);
    const third = await add(asha);
    const kept = await call("DELETE", `/api/shippingAddress/${second.id}`, asha);
    expect(ids(addressListResponse.parse(kept.json()).addresses)).toEqual([third.id, first.id]);
    const moved = await call("DELETE", `/api/shippingAddress/${first.id}`, asha);
    expect(addressListResponse.parse(moved.json()).addresses).toEqual([
      expect.objectContaining({ id: third.id, isDefault: true }),
    ]);
    const empty = await call("DELETE", `/api/shippingAddress/${third.id}`, asha);
    expect(addressListResponse.parse(empty.json()).addresses).toEqual([]);
    expect((await add(asha)).isDefault).toBe(true);
  });
});

describe("the address book's cap", () => {
  it(`refuses address ${ADDRESS_LIMITS.perShopper + 1} with a clear 400, until one is deleted`, async () => {
    const asha = await shopper();
    const row = { userId: asha.user.id, ...HOME, city: "Mumbai", state: "Maharashtra" };
    await test.database.db.insert(schema.addresses).values(Array(ADDRESS_LIMITS.perShopper - 1).fill(row));
    const last = await add(asha);
    const refused = await call("POST", "/api/shippingAddress", asha, HOME);
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused)).toMatchObject({
      code: "ADDRESS_LIMIT_REACHED",
      detail: formatMessage.addressLimit(ADDRESS_LIMITS.perShopper),
    });
    expect(await list(asha)).toHaveLength(ADDRESS_LIMITS.perShopper);
    await call("DELETE", `/api/shippingAddress/${last.id}`, asha);
    await add(asha);
  });

  it("holds under parallel adds: never past the cap, one default", { tags: ["postgres"] }, async () => {
    const asha = await shopper();
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_LIMITS.perShopper + 3 }, () =>
        call("POST", "/api/shippingAddress", asha, HOME),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ADDRESS_LIMITS.perShopper);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    const saved = await list(asha);
    expect(saved).toHaveLength(ADDRESS_LIMITS.perShopper);
    expect(defaults(saved)).toHaveLength(1);
  });
});

describe("who may call (spec 3 §6; house rule 13)", () => {
  it("refuses guests with 401 on every call", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/shippingAddress"],
      ["POST", "/api/shippingAddress", HOME],
      ["PUT", "/api/shippingAddress/1", HOME],
      ["DELETE", "/api/shippingAddress/1"],
      ["PUT", "/api/shippingAddress/1/default", { defaultAddress: true }],
    ] as [Method, string, object?][]) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe("another shopper's address", () => {
    let owner: Caller;
    let other: Caller;
    let theirs: Address;
    beforeAll(async () => {
      [owner, other] = await Promise.all([shopper(), shopper()]);
      theirs = await add(owner);
      await add(other, { firstName: "Ravi" });
    });

    /** Refused as an address that does not exist would be, and left as it was. */
    async function expectRefused(response: { statusCode: number; json(): unknown }) {
      expect(response.statusCode).toBe(404);
      const missing = await call("DELETE", "/api/shippingAddress/2147483647", other);
      expect(problemOf(response)).toEqual(problemOf(missing));
      expect(await list(owner)).toEqual([theirs]);
    }

    it("is not listed", async () => {
      expect(ids(await list(other))).not.toContain(theirs.id);
    });

    it("cannot be edited", async () => {
      await expectRefused(
        await call("PUT", `/api/shippingAddress/${theirs.id}`, other, { ...HOME, firstName: "Evil" }),
      );
    });

    it("cannot be deleted", async () => {
      await expectRefused(await call("DELETE", `/api/shippingAddress/${theirs.id}`, other));
    });

    it("cannot be made the default", async () => {
      const response = await call("PUT", `/api/shippingAddress/${theirs.id}/default`, other, {
        defaultAddress: true,
      });
      await expectRefused(response);
      expect(defaults(await list(other))).toHaveLength(1);
    });
  });
});
