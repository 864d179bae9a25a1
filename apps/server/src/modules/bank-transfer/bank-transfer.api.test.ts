import {
  BANK_TRANSFER,
  formatMessage,
  MESSAGES,
  type NeftDetail,
  neftDetail,
  neftListResponse,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, signIn } from "../../testing/auth";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";
import { createAccountCipher } from "./account-cipher";

const test = useTestApp({ env: { ODIN_BANK_DETAILS_MAX_SAVES_PER_SHOPPER: "25" } });
const made: number[] = [];
afterAll(async () => {
  // Their records go with them (on delete cascade).
  if (made.length > 0) await test.database.db.delete(schema.users).where(inArray(schema.users.id, made));
});

interface Caller {
  userId: number;
  token: string;
}

async function shopper(): Promise<Caller> {
  const user = await createUser(test);
  made.push(user.id);
  const response = await signIn(test, user.email, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return { userId: user.id, token: response.json().access_token as string };
}

const ACCOUNT = "50100123456789";
const DETAILS = {
  accountHolderName: "Asha Verma",
  bankName: "HDFC Bank",
  accountNumber: ACCOUNT,
  confirmAccountNumber: ACCOUNT,
  branchName: "Fort, Mumbai",
  ifscCode: "hdfc0000060",
  accountType: "SB",
};

function call(method: "GET" | "POST", caller?: Caller, payload?: object) {
  const { "content-type": _json, ...bodiless } = CLIENT_HEADERS;
  const headers: Record<string, string> = payload ? { ...CLIENT_HEADERS } : bodiless;
  if (caller) headers.authorization = `Bearer ${caller.token}`;
  return test.app.inject({ method, url: "/api/neft", headers, ...(payload ? { payload } : {}) });
}

async function add(caller: Caller, changes: object = {}): Promise<NeftDetail> {
  const response = await call("POST", caller, { ...DETAILS, ...changes });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(ACCOUNT);
  return neftDetail.parse(response.json());
}

async function list(caller: Caller): Promise<NeftDetail[]> {
  const response = await call("GET", caller);
  expect(response.statusCode, response.body).toBe(200);
  return neftListResponse.parse(response.json()).neftDetailList;
}

describe("GET and POST /api/neft (spec 3 §7 addNEFT)", () => {
  let asha: Caller;
  let saved: NeftDetail;
  beforeAll(async () => {
    asha = await shopper();
    saved = await add(asha);
  });

  it("answers the saved record with its id, the account number masked", () => {
    expect(saved).toMatchObject({
      accountHolderName: "Asha Verma",
      bankName: "HDFC Bank",
      branchName: "Fort, Mumbai",
      ifscCode: "HDFC0000060",
      accountType: "SB",
      accountNumber: "XXXXXXXX6789",
    });
    expect(saved.id).toBeGreaterThan(0);
  });

  it("lists the shopper's records masked, never the whole number", async () => {
    const response = await call("GET", asha);
    expect(response.body).not.toContain(ACCOUNT);
    expect(await list(asha)).toEqual([saved]);
  });

  it("keeps the number encrypted: no plaintext in the row, and it opens with the key for its shopper only", async () => {
    const [row] = await test.database.db
      .select()
      .from(schema.bankTransferDetails)
      .where(eq(schema.bankTransferDetails.id, saved.id));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(ACCOUNT);
    expect(JSON.stringify(row)).not.toContain(ACCOUNT.slice(0, 10));
    expect(row?.accountNumberLastFour).toBe("6789");
    const cipher = createAccountCipher(test.config.bankTransfer.detailsKey);
    expect(cipher.open(row?.accountNumberSealed ?? "", asha.userId)).toBe(ACCOUNT);
    expect(() => cipher.open(row?.accountNumberSealed ?? "", asha.userId + 1)).toThrow();
  });

  it("answers the same account saved again with its record, names as now typed, at the front", async () => {
    const other = await add(asha, { accountNumber: "99887766", confirmAccountNumber: "99887766" });
    expect((await list(asha)).map((record) => record.id)).toEqual([other.id, saved.id]);
    const again = await add(asha, { accountHolderName: "Asha K Verma" });
    expect(again.id).toBe(saved.id);
    expect(again.accountHolderName).toBe("Asha K Verma");
    expect((await list(asha)).map((record) => record.id)).toEqual([saved.id, other.id]);
  });

  it("never shows one shopper's records to another", async () => {
    const ravi = await shopper();
    expect(await list(ravi)).toEqual([]);
    const his = await add(ravi);
    expect(his.id).not.toBe(saved.id);
    expect((await list(ravi)).map((record) => record.id)).toEqual([his.id]);
    expect((await list(asha)).map((record) => record.id)).not.toContain(his.id);
  });

  it("refuses a guest", async () => {
    expect((await call("GET")).statusCode).toBe(401);
    expect((await call("POST", undefined, DETAILS)).statusCode).toBe(401);
  });

  it("answers each broken rule with the spec's message", async () => {
    const cases: [object, string][] = [
      [{ accountHolderName: "" }, formatMessage.enterYourField("Account Holder Name")],
      [{ accountHolderName: "Asha 2" }, MESSAGES.bankTransfer.alphabetsOnly],
      [{ bankName: "" }, formatMessage.enterYourField("Bank Name")],
      [{ branchName: "" }, formatMessage.enterYourField("Branch Name")],
      [
        { accountNumber: "5010 0123", confirmAccountNumber: "5010 0123" },
        MESSAGES.bankTransfer.enterAccountNumber,
      ],
      [
        { accountNumber: "1".repeat(19), confirmAccountNumber: "1".repeat(19) },
        formatMessage.maxCharacters(18),
      ],
      [{ confirmAccountNumber: "50100123456780" }, MESSAGES.bankTransfer.sameAccountNumber],
      [{ ifscCode: "HDFC1000060" }, MESSAGES.bankTransfer.invalidIfsc],
      [{ accountType: "NR" }, MESSAGES.bankTransfer.chooseAccountType],
      [{ bankName: "HD\u0000FC" }, MESSAGES.bankTransfer.nameCharacters],
    ];
    for (const [changes, detail] of cases) {
      const response = await call("POST", asha, { ...DETAILS, ...changes });
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(problemOf(response)?.detail, JSON.stringify(changes)).toBe(detail);
    }
  });

  it(`keeps at most ${BANK_TRANSFER.perShopper} records per shopper`, async () => {
    const meera = await shopper();
    for (let n = 0; n < BANK_TRANSFER.perShopper; n += 1) {
      const number = `12345${n}`.padEnd(8, "0");
      await add(meera, { accountNumber: number, confirmAccountNumber: number });
    }
    const response = await call("POST", meera, DETAILS);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({
      code: "NEFT_LIMIT_REACHED",
      detail: formatMessage.bankTransferLimit(BANK_TRANSFER.perShopper),
    });
    // The same account again is no new record.
    const first = (await list(meera)).at(-1);
    const number = "12345000";
    expect((await add(meera, { accountNumber: number, confirmAccountNumber: number })).id).toBe(first?.id);
  });

  it("limits the saves of one shopper per hour (429)", async () => {
    const kiran = await shopper();
    for (let n = 0; n < 25; n += 1) await add(kiran);
    const response = await call("POST", kiran, DETAILS);
    expect(response.statusCode).toBe(429);
    expect(problemOf(response)?.detail).toBe(MESSAGES.bankTransfer.tooManySaves);
  });
});
