import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { testerList } from "./tester-page";

interface Payment {
  id: string;
  status: "open" | "paid" | "failed";
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A tester list of three payments: the last, `p<3>`, a name to escape. */
async function listApp() {
  const payments = new Map<string, Payment>(
    ["p1", "p2", "p<3>"].map((id, index) => [id, { id, status: index === 1 ? "paid" : "open" }]),
  );
  const acts: string[] = [];
  const instance = Fastify({ logger: false });
  testerList(instance, {
    gateway: "Gateway",
    title: "Payments (tester)",
    path: "/t/payments",
    columns: ["Payment", "Status"],
    items: () => payments.values(),
    find: (id) => payments.get(id),
    idOf: (payment) => payment.id,
    cells: (payment) => [payment.id.replace("<", "&lt;").replace(">", "&gt;"), payment.status],
    isOpen: (payment) => payment.status === "open",
    failLabel: "Reject",
    replayLabel: "Send webhook again",
    notFound: { error: "no such payment" },
    async act(payment, form) {
      acts.push(`${payment.id}:${form.outcome}`);
      if (payment.status === "open" && form.outcome === "success") payment.status = "paid";
      return { status: payment.status };
    },
  });
  await instance.ready();
  app = instance;
  return { app: instance, acts };
}

describe("a sandbox's tester page", () => {
  it("lists the newest first, with Complete and the fail button for an open one and the webhook button otherwise", async () => {
    const { app } = await listApp();
    const page = await app.inject({ method: "GET", url: "/t/payments" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("<title>Payments (tester)</title>");
    expect(page.body).toContain(
      "<table><tr><th>Payment</th><th>Status</th><th></th></tr><tr><td>p&lt;3&gt;</td>",
    );
    expect(page.body.indexOf("<td>p2</td>")).toBeLessThan(page.body.indexOf("<td>p1</td>"));
    const button = (id: string, value: string, label: string) =>
      `<form method="post" action="/t/payments/${id}"><button name="outcome" value="${value}">${label}</button></form>`;
    expect(page.body).toContain(
      button("p&#60;3&#62;", "success", "Complete") + button("p&#60;3&#62;", "failure", "Reject"),
    );
    expect(page.body).toContain(button("p2", "replay", "Send webhook again"));
    expect(page.body).not.toContain(button("p2", "success", "Complete"));
  });

  it("applies a button's choice, then answers the page again, or JSON when asked, and 404 for another id", async () => {
    const { app, acts } = await listApp();
    const post = (id: string, accept = "text/html") =>
      app.inject({
        method: "POST",
        url: `/t/payments/${id}`,
        headers: { accept },
        payload: { outcome: "success" },
      });
    const redirected = await post("p1");
    expect(redirected.statusCode).toBe(303);
    expect(redirected.headers.location).toBe("/t/payments");
    expect((await post("p2", "application/json")).json()).toEqual({ status: "paid" });
    const unknown = await post("p9");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "no such payment" });
    expect(acts).toEqual(["p1:success", "p2:success"]);
  });
});
