import { createHash, randomBytes } from "node:crypto";
import { request } from "node:http";
import pg from "pg";
import type { BenchRequest } from "./open-loop";

/**
 * The back office's benchmark (issue 32, docs/benchmarks.md): every admin list, search and filter and
 * the order page, each request named by its kind so the run reports percentiles per kind. The
 * requests go as the seeded owner (every permission, no scope), on a staff session written straight
 * into the database (the SHA-256 of the cookie's token, as a sign-in stores it): signing in through
 * the API needs the one-time code from the outbox. Search terms, filters and pages come from the
 * bulk orders (`npm run seed -- --orders N`, order numbers `OD8…`) and what follows them.
 */

const OWNER_EMAIL = "owner@example.in";
const DAY = 86_400_000;

/** A session of the seeded owner (it ends after a day, or after the idle timeout between runs): its cookie. */
export async function ownerSession(client: pg.Client): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const { rowCount } = await client.query(
    `insert into staff_sessions (token_hash, user_id, expires_at, client_address, user_agent)
     select $1, u.id, now() + interval '1 day', '127.0.0.1', 'odin-bench'
       from users u join staff_members m on m.user_id = u.id where u.email = $2`,
    [tokenHash, OWNER_EMAIL],
  );
  if (rowCount !== 1) throw new Error(`no staff member ${OWNER_EMAIL}: is the database seeded?`);
  return `odin_staff=${token}`;
}

const rows = async <T extends pg.QueryResultRow>(client: pg.Client, text: string, values: unknown[] = []) =>
  (await client.query<T>(text, values)).rows;

/** yyyy-mm-dd of an instant, India time. */
const indiaDay = (at: Date) => new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** GET of a list page: `next` of its answer, for the page-2 requests. */
function nextOf(url: string, path: string, cookie: string): Promise<string | null> {
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = request(target, { headers: { cookie, accept: "application/json" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${path}: ${response.statusCode} ${body.slice(0, 300)}`));
          return;
        }
        resolve((JSON.parse(body) as { next?: string | null }).next ?? null);
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** Picks the i-th of a list, round and round. */
const nth = <T>(list: readonly T[], i: number): T => {
  if (list.length === 0) throw new Error("nothing to pick from: is the database seeded with --orders?");
  return list[i % list.length] as T;
};

/**
 * The requests of the `admin` scenario: `variants` distinct requests of each list kind and
 * `orderPages` distinct order pages, interleaved so that every kind runs all through the load
 * (kind after kind, one variant each, the order page `orderPageShare` times per round).
 */
export async function adminRequests(options: {
  url: string;
  databaseUrl: string;
  variants?: number;
  orderPageShare?: number;
}): Promise<BenchRequest[]> {
  const variants = options.variants ?? 40;
  const orderPageShare = options.orderPageShare ?? 4;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const cookie = await ownerSession(client);
    const headers = { cookie, accept: "application/json" };

    const orders = await rows<{
      order_number: string;
      created_at: Date;
      cursor_at: string;
      id: number;
      mobile: string;
      email: string;
    }>(
      client,
      `select o.order_number, o.created_at, o.id, u.mobile_number as mobile, u.email,
              to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
         from orders o join users u on u.id = o.user_id
        where o.order_number like 'OD8%'
        order by md5(o.id::text) limit $1`,
      [Math.max(variants * orderPageShare, variants) * 2],
    );
    const payments = await rows<{ transaction_id: string; gateway_payment_id: string }>(
      client,
      `select t.transaction_id, t.gateway_payment_id from payment_transactions t
         join orders o on o.id = t.order_id
        where o.order_number like 'OD8%' and t.gateway_payment_id is not null
        order by md5(t.id::text) limit $1`,
      [variants],
    );
    const centres = (await rows<{ id: number }>(client, "select id from fulfilment_centres order by id")).map(
      (row) => row.id,
    );
    const brands = (await rows<{ id: number }>(client, "select id from brands order by id")).map(
      (row) => row.id,
    );
    const returnsSample = await rows<{
      return_number: string;
      consignment_number: string;
      order_number: string;
    }>(
      client,
      `select r.return_number, r.consignment_number, o.order_number from returns r join orders o on o.id = r.order_id
        order by md5(r.id::text) limit $1`,
      [variants],
    );
    const staff = (
      await rows<{ user_id: number }>(client, "select user_id from staff_members order by user_id")
    ).map((row) => row.user_id);
    const auditIds = await rows<{ resource: string; resource_id: string }>(
      client,
      `select resource, resource_id from audit_log where id in
         (select (1 + floor(random() * (select max(id) from audit_log)))::int from generate_series(1, $1::int))`,
      [variants * 2],
    );
    const names = await rows<{ name: string }>(
      client,
      `select distinct first_name || ' ' || left(last_name, 2) as name from users
        where email like 'shopper%@bulk.example.in' limit $1`,
      [variants],
    );
    const customers = await rows<{ id: number }>(
      client,
      `select distinct o.user_id as id from orders o where o.order_number like 'OD8%'
        order by 1 limit $1`,
      [variants],
    );
    const [span] = await rows<{ first: Date; last: Date }>(
      client,
      "select min(created_at) as first, max(created_at) as last from orders where order_number like 'OD8%'",
    );
    if (!span || orders.length === 0) throw new Error("no bulk orders: seed with npm run seed -- --orders N");
    const dayOf = (i: number) => {
      const spread = span.last.getTime() - span.first.getTime();
      return new Date(span.first.getTime() + ((i * 7_919 * DAY) % Math.max(spread, DAY)));
    };

    // The page after the first, as staff reach it by "next" (cursors the server wrote).
    const next = async (path: string) => nextOf(options.url, path, cookie);
    const pageTwo = async (path: string, params: Record<string, string>) => {
      const after = await next(`${path}${query(params)}`);
      return after ? `${path}${query({ ...params, after })}` : `${path}${query(params)}`;
    };
    const secondPages = {
      orders: await pageTwo("/admin/api/orders", {}),
      returns: await pageTwo("/admin/api/returns", {}),
      refunds: await pageTwo("/admin/api/refunds", {}),
      payouts: await pageTwo("/admin/api/payouts", {}),
      reviews: await pageTwo("/admin/api/reviews", { status: "PUBLISHED" }),
      audit: await pageTwo("/admin/api/audit", {}),
      jobs: await pageTwo("/admin/api/jobs", { state: "done" }),
      outbox: await pageTwo("/admin/api/outbox", { status: "sent" }),
    };
    const deepCursor = (i: number) => {
      const order = nth(orders, i);
      return Buffer.from(`${order.cursor_at}|${order.id}`).toString("base64url");
    };

    const itemStates = ["PACKED", "SHIPPED", "DELIVERED", "RETURN_REQUESTED", "RETURNED", "CANCELLED", "RTO"];
    const paymentFilters: Record<string, string>[] = [
      { paymentMethod: "UPI", paymentStatus: "paid" },
      { paymentMethod: "CASH_ON_DELIVERY", paymentStatus: "due" },
      { paymentMethod: "CREDIT_CARD" },
      { paymentStatus: "reversed" },
      { paymentStatus: "failed" },
    ];
    const returnStages = ["REQUESTED", "PICKUP_SCHEDULED", "RECEIVED", "QC_PASSED", "QC_FAILED", "REFUNDED"];
    const refundStates = ["OPEN", "PROCESSED", "FAILED"];
    const jobViews = ["pending", "retrying", "running", "done", "cancelled"];
    const messageViews = ["pending", "retrying", "sending", "sent", "discarded"];

    const lists: Record<string, (i: number) => string> = {
      "orders: newest": () => "/admin/api/orders",
      "orders: next page": () => secondPages.orders,
      "orders: deep page": (i) => `/admin/api/orders${query({ after: deepCursor(i) })}`,
      "orders: q order number": (i) => `/admin/api/orders${query({ q: nth(orders, i).order_number })}`,
      "orders: q phone": (i) => `/admin/api/orders${query({ q: nth(orders, i).mobile })}`,
      "orders: q e-mail": (i) => `/admin/api/orders${query({ q: nth(orders, i).email })}`,
      "orders: q transaction id": (i) => `/admin/api/orders${query({ q: nth(payments, i).transaction_id })}`,
      "orders: q gateway payment id": (i) =>
        `/admin/api/orders${query({ q: nth(payments, i).gateway_payment_id })}`,
      "orders: status": (i) => `/admin/api/orders${query({ status: nth(itemStates, i) })}`,
      "orders: payment": (i) => `/admin/api/orders${query(nth(paymentFilters, i))}`,
      "orders: delivery mode": (i) =>
        `/admin/api/orders${query({ deliveryMode: nth(["sdd", "ndd", "STOREPICK"], i) })}`,
      "orders: centre": (i) => `/admin/api/orders${query({ centreId: nth(centres, i) })}`,
      "orders: brand": (i) => `/admin/api/orders${query({ brandId: nth(brands, i) })}`,
      "orders: one day": (i) =>
        `/admin/api/orders${query({ from: indiaDay(dayOf(i)), to: indiaDay(dayOf(i)) })}`,
      "orders: status, brand and month": (i) =>
        `/admin/api/orders${query({
          status: nth(itemStates, i),
          brandId: nth(brands, i * 3),
          from: indiaDay(dayOf(i)),
          to: indiaDay(new Date(dayOf(i).getTime() + 30 * DAY)),
        })}`,
      "returns: queue": () => "/admin/api/returns",
      "returns: next page": () => secondPages.returns,
      "returns: stage": (i) => `/admin/api/returns${query({ stage: nth(returnStages, i) })}`,
      "returns: centre and mode": (i) =>
        `/admin/api/returns${query({ centre: nth(centres, i), mode: nth(["REVERSEPICKUP", "SELFSHIP"], i) })}`,
      "returns: dates": (i) =>
        `/admin/api/returns${query({ from: indiaDay(dayOf(i)), to: indiaDay(new Date(dayOf(i).getTime() + 7 * DAY)) })}`,
      "returns: q": (i) => {
        const found = nth(returnsSample, i);
        return `/admin/api/returns${query({
          q: nth([found.return_number, found.order_number, found.consignment_number], i),
        })}`;
      },
      "refunds: newest": () => "/admin/api/refunds",
      "refunds: next page": () => secondPages.refunds,
      "refunds: state": (i) => `/admin/api/refunds${query({ state: nth(refundStates, i) })}`,
      "refunds: needs retry": () => "/admin/api/refunds?needsRetry=true",
      "payouts: newest": () => "/admin/api/payouts",
      "payouts: next page": () => secondPages.payouts,
      "payouts: state": (i) => `/admin/api/payouts${query({ state: nth(refundStates, i) })}`,
      "payouts: needs retry": () => "/admin/api/payouts?needsRetry=true",
      "reviews: queue": () => "/admin/api/reviews",
      "reviews: status": (i) => `/admin/api/reviews${query({ status: nth(["PUBLISHED", "REJECTED"], i) })}`,
      "reviews: next page": () => secondPages.reviews,
      "customers: phone": (i) => `/admin/api/customers${query({ q: nth(orders, i).mobile })}`,
      "customers: e-mail": (i) => `/admin/api/customers${query({ q: nth(orders, i).email })}`,
      "customers: name": (i) => `/admin/api/customers${query({ q: nth(names, i).name })}`,
      "audit: newest": () => "/admin/api/audit",
      "audit: next page": () => secondPages.audit,
      "audit: actor": (i) => `/admin/api/audit${query({ actor: nth(staff, i) })}`,
      "audit: resource": (i) => `/admin/api/audit${query({ resource: nth(auditIds, i).resource })}`,
      "audit: resource and id": (i) =>
        `/admin/api/audit${query({ resource: nth(auditIds, i).resource, resourceId: nth(auditIds, i).resource_id })}`,
      "audit: dates": (i) =>
        `/admin/api/audit${query({ from: indiaDay(dayOf(i)), to: indiaDay(new Date(dayOf(i).getTime() + 7 * DAY)) })}`,
      "audit: actor and dates": (i) =>
        `/admin/api/audit${query({ actor: nth(staff, i), from: indiaDay(dayOf(i)), to: indiaDay(dayOf(i)) })}`,
      "jobs: dead": () => "/admin/api/jobs",
      "jobs: view": (i) => `/admin/api/jobs${query({ state: nth(jobViews, i) })}`,
      "jobs: next page": () => secondPages.jobs,
      "jobs: by name": (i) =>
        `/admin/api/jobs${query({ state: nth(["dead", "done"], i), name: nth(["refund-payment", "send-payout"], i >> 1) })}`,
      "outbox: dead": () => "/admin/api/outbox",
      "outbox: view": (i) => `/admin/api/outbox${query({ status: nth(messageViews, i) })}`,
      "outbox: next page": () => secondPages.outbox,
      "outbox: channel and template": (i) =>
        `/admin/api/outbox${query({
          status: nth(["dead", "sent"], i),
          channel: nth(["sms", "email"], i >> 1),
          template: nth(["order-placed", "otp-login", "order-status"], i >> 2),
        })}`,
      "staff: members": () => "/admin/api/staff",
      "staff: roles": () => "/admin/api/roles",
      "customer page": (i) => `/admin/api/customers/${nth(customers, i).id}`,
      "return page": (i) => `/admin/api/returns/${nth(returnsSample, i).return_number}`,
    };

    const requests: BenchRequest[] = [];
    for (let i = 0; i < variants; i++) {
      for (const [kind, path] of Object.entries(lists))
        requests.push({ method: "GET", path: path(i), headers, kind });
      for (let share = 0; share < orderPageShare; share++) {
        const order = nth(orders, i * orderPageShare + share);
        requests.push({
          method: "GET",
          path: `/admin/api/orders/${order.order_number}`,
          headers,
          kind: "order page",
        });
      }
    }
    return requests;
  } finally {
    await client.end();
  }
}
