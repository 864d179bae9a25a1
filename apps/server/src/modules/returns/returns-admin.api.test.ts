import { adminReturnsPage, auditPage, RETURN_STAGES } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminReturnsKit, adminReturnsKit } from "../../testing/admin-returns";
import { useTestApp } from "../../testing/api-fixture";
import { type OnlinePaymentKit, onlinePaymentKit } from "../../testing/online-payment";
import { advanceOrder } from "../../testing/order-lifecycle";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";
import { indiaToday } from "./returns-admin-rules";

/**
 * The back office's returns (decision 60): the queue, a return's page, and the warehouse's moves
 * through the order lifecycle, each audited, each refused out of turn.
 */

const test = useTestApp();
let online: OnlinePaymentKit;
let kit: AdminReturnsKit;
let operations: TestStaff;
let reader: TestStaff;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  kit = adminReturnsKit(test, online);
  operations = await staffWith(test, ["returns:read", "returns:write"]);
  reader = await staffWith(test, ["returns:read"]);
});
afterAll(async () => {
  await kit.remove();
  await online.remove();
});

const today = () => indiaToday(new Date());
const inDays = (days: number) => indiaToday(new Date(Date.now() + days * 86_400_000));

/** The stages whose queue filter lists the return (exactly one, its own). */
async function stagesListing(returnId: string): Promise<string[]> {
  const listing: string[] = [];
  for (const stage of RETURN_STAGES) {
    const answer = await kit.admin(reader, "GET", `/admin/api/returns?q=${returnId}&stage=${stage}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = adminReturnsPage.parse(answer.json());
    if (page.returns.some((row) => row.returnId === returnId)) listing.push(stage);
  }
  return listing;
}

async function auditOf(returnId: string) {
  const owner = await staffWith(test, ["audit:read"]);
  const answer = await kit.admin(owner, "GET", `/admin/api/audit?resource=return&resourceId=${returnId}`);
  return auditPage.parse(answer.json()).entries;
}

describe("the returns queue", () => {
  it("pages newest first by keyset, filtered by stage, mode, centre, day and number", async () => {
    const older = await kit.returned("cod");
    const newer = await kit.returned("cod");
    const queue = async (query: string) => {
      const answer = await kit.admin(reader, "GET", `/admin/api/returns?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return adminReturnsPage.parse(answer.json());
    };
    const both = [newer.returnId, older.returnId];
    const first = await queue(`stage=REQUESTED&limit=1&centre=${online.warehouse.id}`);
    expect(first.returns).toHaveLength(1);
    const seen = [first.returns[0]?.returnId];
    let next = first.next;
    while (next && seen.length < 50 && !both.every((id) => seen.includes(id))) {
      const more = await queue(`stage=REQUESTED&limit=1&centre=${online.warehouse.id}&after=${next}`);
      seen.push(more.returns[0]?.returnId);
      next = more.next;
    }
    expect(seen.indexOf(newer.returnId)).toBeLessThan(seen.indexOf(older.returnId));

    const byNumber = await queue(`q=${newer.returnId.toLowerCase()}`);
    expect(byNumber.returns).toEqual([
      expect.objectContaining({
        returnId: newer.returnId,
        orderId: newer.order.orderNumber,
        itemId: newer.itemId,
        stage: "REQUESTED",
        itemStatus: "RETURN_REQUESTED",
        mode: "REVERSEPICKUP",
        fcId: online.warehouse.id,
      }),
    ]);
    const consignment = byNumber.returns[0]?.consignmentId ?? "";
    expect((await queue(`q=${consignment}`)).returns.map((row) => row.returnId)).toEqual([newer.returnId]);
    expect((await queue(`q=${older.order.orderNumber}`)).returns.map((row) => row.returnId)).toEqual([
      older.returnId,
    ]);
    expect((await queue(`q=${newer.returnId}&stage=PICKED_UP`)).returns).toEqual([]);
    expect((await queue(`q=${newer.returnId}&mode=SELFSHIP`)).returns).toEqual([]);
    expect((await queue(`q=${newer.returnId}&from=${today()}&to=${today()}`)).returns).toHaveLength(1);
    expect((await queue(`q=${newer.returnId}&to=${inDays(-1)}`)).returns).toEqual([]);
    expect((await kit.admin(reader, "GET", "/admin/api/returns?after=forged")).statusCode).toBe(404);
    expect((await kit.admin(reader, "GET", "/admin/api/returns?stage=LOST")).statusCode).toBe(400);

    // A withdrawn return (its item back to delivered) is listed under WITHDRAWN alone.
    expect(await stagesListing(older.returnId)).toEqual(["REQUESTED"]);
    await advanceOrder(test, older.order.orderNumber, { itemIds: [older.itemId], to: "DELIVERED" });
    expect(await stagesListing(older.returnId)).toEqual(["WITHDRAWN"]);
  });
});

describe("a return's page", () => {
  it("shows the item, shopper, reason, pickup address, refund split, history and audit entries", async () => {
    const returned = await kit.returned("cod");
    const page = await kit.page(reader, returned.returnId);
    const item = returned.order.items[0];
    expect(page).toMatchObject({
      returnId: returned.returnId,
      orderId: returned.order.orderNumber,
      stage: "REQUESTED",
      item: { itemId: returned.itemId, status: "RETURN_REQUESTED", lineTotal: item?.lineTotal },
      shopper: { userId: returned.order.buyer.user.id, email: returned.order.buyer.user.email },
      reason: { reasonId: 2, reason: "Size too large", comment: "Too loose at the shoulders" },
      mode: "REVERSEPICKUP",
      pickupAddress: { pincode: online.warehouse.pincode },
      fcId: online.warehouse.id,
      refund: {
        total: item?.lineTotal,
        toBankTransfer: item?.lineTotal,
        destinations: ["bankTransfer"],
        requestedAt: null,
        gatewayRefunds: [],
        payouts: [],
      },
      audit: [],
    });
    expect(page.events.map((event) => event.to)).toEqual(
      expect.arrayContaining(["PACKED", "SHIPPED", "DELIVERED", "RETURN_REQUESTED"]),
    );
    expect(page.events.at(-1)).toMatchObject({ from: "DELIVERED", to: "RETURN_REQUESTED", by: "shopper" });
  });
});

describe("the warehouse's moves", () => {
  it("walks a reverse pickup to RETURNED through the lifecycle, each move audited, each refused out of turn", async () => {
    const returned = await kit.returned("cod");
    const { returnId } = returned;
    const post = (path: string, body: object = {}) =>
      kit.admin(operations, "POST", `/admin/api/returns/${returnId}/${path}`, body);
    const refusal = async (path: string, body: object, status: number, code: string) => {
      const answer = await post(path, body);
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(status);
      expect(problemOf(answer)?.code).toBe(code);
    };

    await refusal("picked-up", {}, 409, "PICKUP_NOT_BOOKED");
    await refusal("receive", {}, 409, "RETURN_NOT_RECEIVABLE");
    await refusal("pickup", { date: inDays(31) }, 400, "PICKUP_DAY_OUT_OF_RANGE");
    await refusal("pickup", { date: inDays(-1) }, 400, "PICKUP_DAY_OUT_OF_RANGE");
    expect((await post("pickup", { date: "tomorrow" })).statusCode).toBe(400);
    expect(await stagesListing(returnId)).toEqual(["REQUESTED"]);

    const booked = await post("pickup", { date: inDays(2) });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ stage: "PICKUP_SCHEDULED", pickupScheduledFor: inDays(2) });
    expect(await stagesListing(returnId)).toEqual(["PICKUP_SCHEDULED"]);
    const picked = await post("picked-up");
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({ stage: "PICKED_UP", item: { status: "PICKED_UP" } });
    expect(await stagesListing(returnId)).toEqual(["PICKED_UP"]);
    await refusal("picked-up", {}, 409, "ILLEGAL_TRANSITION");
    await refusal("pickup", { date: inDays(3) }, 409, "RETURN_NOT_AWAITING_PICKUP");
    await refusal("quality-check", { result: "PASSED" }, 409, "RETURN_NOT_RECEIVED");

    const received = await post("receive");
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ stage: "RECEIVED", receivedAt: expect.any(String) });
    expect(await stagesListing(returnId)).toEqual(["RECEIVED"]);
    await refusal("receive", {}, 409, "RETURN_ALREADY_RECEIVED");
    await refusal("quality-check", { result: "FAILED" }, 400, "QUALITY_NOTE_REQUIRED");
    expect((await kit.shopperSees(returned)).status).toBe("PICKED_UP");

    const passed = await post("quality-check", { result: "PASSED", note: "Tags on, unworn" });
    expect(passed.statusCode, passed.body).toBe(200);
    const item = returned.order.items[0];
    expect(passed.json()).toMatchObject({
      stage: "QC_PASSED",
      qualityCheck: "PASSED",
      qualityNote: "Tags on, unworn",
      item: { status: "RETURNED" },
      refund: {
        requestedAt: expect.any(String),
        payouts: [{ reference: returnId, amount: item?.lineTotal, state: "OPEN", accountLastFour: "6789" }],
      },
    });
    await refusal("quality-check", { result: "FAILED", note: "x" }, 409, "QUALITY_CHECK_RECORDED");
    expect(await stagesListing(returnId)).toEqual(["QC_PASSED"]);
    expect((await kit.shopperSees(returned)).status).toBe("RETURNED");

    const entries = await auditOf(returnId);
    expect(entries.map((entry) => entry.action)).toEqual([
      "quality-check",
      "receive",
      "picked-up",
      "schedule-pickup",
    ]);
    expect(entries.every((entry) => entry.actor.id === operations.id)).toBe(true);
    expect(entries[3]?.changes).toEqual({ pickupScheduledFor: { from: null, to: inDays(2) } });
    expect(entries[2]?.changes).toEqual({ itemStatus: { from: "RETURN_REQUESTED", to: "PICKED_UP" } });
    expect(entries[1]?.changes).toMatchObject({ receivedAt: { from: null, to: expect.any(String) } });
    expect(entries[0]?.changes).toEqual({
      itemStatus: { from: "PICKED_UP", to: "RETURNED" },
      qualityCheck: { from: null, to: "PASSED" },
      qualityNote: { from: null, to: "Tags on, unworn" },
    });
    const page = await kit.page(reader, returnId);
    expect(page.audit.map((entry) => entry.action)).toEqual(entries.map((entry) => entry.action));
    expect(page.events.slice(-2).map((event) => [event.to, event.by])).toEqual([
      ["PICKED_UP", "operator"],
      ["RETURNED", "operator"],
    ]);
  });

  it("sends an item that failed its check back to the shopper, refunds nothing, and tells them why", async () => {
    const returned = await kit.returned("cod");
    const { returnId } = returned;
    const post = (path: string, body: object = {}) =>
      kit.admin(operations, "POST", `/admin/api/returns/${returnId}/${path}`, body);
    expect((await post("pickup", { date: today() })).statusCode).toBe(200);
    expect((await post("picked-up")).statusCode).toBe(200);
    const note = "Worn, and the tags were removed.";
    const refusedNoNote = await post("receive", { result: "FAILED" });
    expect(problemOf(refusedNoNote)?.code).toBe("QUALITY_NOTE_REQUIRED");
    // Refused whole: the receipt was not kept either.
    expect((await kit.page(reader, returnId)).receivedAt).toBeNull();

    const failed = await post("receive", { result: "FAILED", note });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      stage: "QC_FAILED",
      qualityCheck: "FAILED",
      qualityNote: note,
      item: { status: "DELIVERED" },
      refund: { requestedAt: null, payouts: [], gatewayRefunds: [] },
    });
    const [row] = await test.database.db
      .select()
      .from(schema.returns)
      .where(eq(schema.returns.returnNumber, returnId));
    expect(row?.status).toBe("REQUESTED");
    const seen = await kit.shopperSees(returned);
    expect(seen.status).toBe("DELIVERED");
    expect(seen.actions).toEqual([]);

    const messages = await kit.messagesNaming(`return-refused:${returnId}:`);
    expect(messages.map((message) => message.channel).sort()).toEqual(["email", "sms"]);
    expect(messages[0]?.payload).toMatchObject({ returnId, note, orderId: returned.order.orderNumber });
    // The lifecycle moved it quietly: no "Delivered" message for it.
    const delivered = await test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(
        like(schema.outboxMessages.idempotencyKey, `%order-status:${returned.order.orderNumber}:DELIVERED:%`),
      );
    expect(delivered.length).toBeLessThanOrEqual(2);

    const [entry] = await auditOf(returnId);
    expect(entry).toMatchObject({
      action: "receive",
      changes: {
        itemStatus: { from: "PICKED_UP", to: "DELIVERED" },
        qualityCheck: { from: null, to: "FAILED" },
        qualityNote: { from: null, to: note },
      },
    });
    // Last: the refusal's messages above are read before the dispatcher clears their payload.
    expect(await stagesListing(returnId)).toEqual(["QC_FAILED"]);
  });
});

describe("who may see and move returns", () => {
  it("refuses a role without the permission, staff of other centres, and unknown returns", async () => {
    const returned = await kit.returned("cod");
    const url = `/admin/api/returns/${returned.returnId}`;
    const write = await kit.admin(reader, "POST", `${url}/pickup`, { date: today() });
    expect(write.statusCode).toBe(403);
    expect(problemOf(write)?.data).toEqual({ permission: "returns:write" });
    const none = await staffWith(test, ["orders:read"]);
    expect((await kit.admin(none, "GET", url)).statusCode).toBe(403);

    const role = await createRole(test, ["returns:read", "returns:write"]);
    const elsewhere = await signInStaff(
      test,
      await createStaff(test, role, { centreIds: [online.warehouse.id + 100_000] }),
    );
    const outside = await kit.admin(elsewhere, "GET", url);
    expect(outside.statusCode).toBe(403);
    expect(problemOf(outside)?.code).toBe("OUT_OF_SCOPE");
    expect((await kit.admin(elsewhere, "POST", `${url}/pickup`, { date: today() })).statusCode).toBe(403);
    const theirs = adminReturnsPage.parse(
      (await kit.admin(elsewhere, "GET", `/admin/api/returns?q=${returned.returnId}`)).json(),
    );
    expect(theirs.returns).toEqual([]);
    const here = await signInStaff(test, await createStaff(test, role, { centreIds: [online.warehouse.id] }));
    expect((await kit.admin(here, "GET", url)).statusCode).toBe(200);

    expect((await kit.admin(reader, "GET", "/admin/api/returns/RT99999999")).statusCode).toBe(404);
    expect((await kit.admin(operations, "POST", "/admin/api/returns/RT99999999/picked-up")).statusCode).toBe(
      404,
    );
    expect((await kit.admin(reader, "GET", "/admin/api/returns/OD123")).statusCode).toBe(400);
    // Nothing moved by the refused calls.
    expect((await kit.page(reader, returned.returnId)).pickupScheduledFor).toBeNull();
  });
});
