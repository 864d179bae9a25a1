import { ADMIN_MESSAGES, JOB_VIEWS, MESSAGE_VIEWS, type Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminJob } from "../features/queues/jobs-table";
import type { AdminMessage } from "../features/queues/outbox-table";
import { JOB_STATES, MESSAGE_STATUSES } from "../features/queues/queue-query";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import JobsAndMessages, { clientAction, clientLoader, ErrorBoundary } from "./jobs";

const DEAD_JOB: AdminJob = {
  id: 41,
  name: "reconcile-payment",
  key: "attempt:9",
  payload: { attemptId: 9 },
  state: "dead",
  attempts: 5,
  runAt: "2026-11-28T10:00:00.000Z",
  lastError: "gateway down",
  createdAt: "2026-11-28T09:00:00.000Z",
  finishedAt: "2026-11-28T10:05:00.000Z",
};

const WAITING_JOB: AdminJob = { ...DEAD_JOB, id: 42, state: "pending", attempts: 0, lastError: null };

const DEAD_MESSAGE: AdminMessage = {
  id: 77,
  channel: "sms",
  template: "order-status",
  recipient: "98••••3210",
  status: "dead",
  attempts: 8,
  lastError: "provider refused",
  createdAt: "2026-11-28T09:00:00.000Z",
  availableAt: "2026-11-28T11:00:00.000Z",
  sentAt: null,
  retryable: true,
};

const SPENT_CODE: AdminMessage = { ...DEAD_MESSAGE, id: 78, template: "otp-login", retryable: false };

function renderJobs(
  path: string,
  handler: FakeHandler,
  permissions: Permission[] = ["jobs:read", "jobs:write"],
) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    {
      path: "/jobs",
      Component: JobsAndMessages,
      loader: clientLoader,
      action: clientAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the jobs queue", () => {
  it("shows the dead jobs first, each with its error and a Retry, and pages with the server's cursor", async () => {
    const server = renderJobs("/jobs", () => jsonAnswer(200, { jobs: [DEAD_JOB], next: 41 }));
    const table = await screen.findByRole("table", { name: "Jobs" });
    const [, row] = within(table).getAllByRole("row");
    if (!row) throw new Error("no row");
    expect(cellsOf(row).slice(0, 4)).toEqual(["41", "reconcile-paymentattemptId 9", "attempt:9", "5"]);
    expect(within(row).getByText("gateway down")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Retry job 41" })).toBeTruthy();
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/jobs?state=dead"]);
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/jobs?state=dead&after=41",
    );
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("dead");
    expect(screen.getByRole("link", { name: "Jobs queue" }).getAttribute("aria-current")).toBe("page");
  });

  it("goes back to the newest jobs from a later page, keeping the filters", async () => {
    const server = renderJobs("/jobs?state=dead&name=reconcile-payment&after=41", () =>
      jsonAnswer(200, { jobs: [{ ...DEAD_JOB, id: 40 }], next: null }),
    );
    await screen.findByRole("table", { name: "Jobs" });
    expect(server.calls.map((call) => call.url)).toEqual([
      "/admin/api/jobs?state=dead&name=reconcile-payment&after=41",
    ]);
    expect(screen.getByRole("link", { name: "Newest first" }).getAttribute("href")).toBe(
      "/jobs?state=dead&name=reconcile-payment",
    );
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
  });

  it("says when no job matches, with no next page", async () => {
    const server = renderJobs("/jobs?state=running&name=send-payout", () =>
      jsonAnswer(200, { jobs: [], next: null }),
    );
    expect(await screen.findByText("No jobs match these filters.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/jobs?state=running&name=send-payout"]);
  });

  it("runs a dead job again and says so, then shows the list as it is now", async () => {
    let dead = [DEAD_JOB];
    const server = renderJobs("/jobs", (call) => {
      if (call.method === "GET") return jsonAnswer(200, { jobs: dead, next: null });
      dead = [];
      return jsonAnswer(200, { ...DEAD_JOB, state: "pending", attempts: 0 });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Retry job 41" }));
    expect((await screen.findByText(/will run again now/)).textContent).toBe(
      "Job 41 (reconcile-payment) will run again now. It is listed under Pending until it runs.",
    );
    expect(screen.getByRole("status").textContent).toContain("Job 41 (reconcile-payment)");
    expect(await screen.findByText("No jobs match these filters.")).toBeTruthy();
    expect(server.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "GET /admin/api/jobs?state=dead",
      "POST /admin/api/jobs/41/retry",
      "GET /admin/api/jobs?state=dead",
    ]);
    expect(server.calls[1]?.headers.module).toBe("odin-admin");
  });

  it("asks before discarding a waiting job, and shows the server's refusal when it moved on", async () => {
    const stateChanged = ADMIN_MESSAGES.queues.stateChanged.replace("{state}", "running");
    const server = renderJobs("/jobs?state=pending", (call) =>
      call.method === "GET"
        ? jsonAnswer(200, { jobs: [WAITING_JOB], next: null })
        : errorAnswer(409, "STATE_CHANGED", stateChanged),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Discard job 42" }));
    expect(screen.getByText("Discard job 42? It will never run.")).toBeTruthy();
    // Changing one's mind sends nothing.
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    fireEvent.click(screen.getByRole("button", { name: "Discard job 42" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, discard job 42" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Job 42 could not be discarded. ${stateChanged}`,
    );
    expect(server.calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/admin/api/jobs/42/discard",
    ]);
  });

  it("draws no button for a role that may only look", async () => {
    renderJobs("/jobs", () => jsonAnswer(200, { jobs: [DEAD_JOB], next: null }), ["jobs:read"]);
    const table = await screen.findByRole("table", { name: "Jobs" });
    expect(within(table).queryByRole("button")).toBeNull();
    expect(within(table).queryByRole("columnheader", { name: "Actions" })).toBeNull();
  });

  it("shows a filter the server refuses next to the form", async () => {
    renderJobs("/jobs?name=%E2%80%8B", () => errorAnswer(400, "VALIDATION_FAILED", "Invisible characters"));
    expect((await screen.findByRole("alert")).textContent).toBe("Invisible characters");
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("the outbox", () => {
  it("shows dead messages with the recipient as the server hid it, and Send again only where it can be sent", async () => {
    const server = renderJobs("/jobs?tab=outbox&channel=sms&template=order-status", () =>
      jsonAnswer(200, { messages: [DEAD_MESSAGE, SPENT_CODE], next: null }),
    );
    const table = await screen.findByRole("table", { name: "Outbox messages" });
    const [, first, second] = within(table).getAllByRole("row");
    if (!first || !second) throw new Error("no rows");
    expect(cellsOf(first).slice(0, 6)).toEqual([
      "77",
      "SMS",
      "order-status",
      "98••••3210",
      "dead8 attempts",
      "provider refused",
    ]);
    expect(within(first).getByRole("button", { name: "Send again message 77" })).toBeTruthy();
    expect(within(second).queryByRole("button")).toBeNull();
    expect(within(second).getByText(/one-time code or link/)).toBeTruthy();
    expect(server.calls.map((call) => call.url)).toEqual([
      "/admin/api/outbox?status=dead&channel=sms&template=order-status",
    ]);
    expect(screen.getByRole("link", { name: "Outbox" }).getAttribute("aria-current")).toBe("page");
  });

  it("says when no message matches", async () => {
    renderJobs("/jobs?tab=outbox&status=sending", () => jsonAnswer(200, { messages: [], next: null }));
    expect(await screen.findByText("No messages match these filters.")).toBeTruthy();
  });

  it("sends a dead message again and discards a waiting one after asking", async () => {
    const waiting: AdminMessage = {
      ...DEAD_MESSAGE,
      id: 79,
      status: "pending",
      attempts: 0,
      retryable: false,
    };
    const server = renderJobs("/jobs?tab=outbox&status=pending", (call) => {
      if (call.method === "GET") return jsonAnswer(200, { messages: [waiting], next: null });
      return jsonAnswer(200, { ...waiting, status: "discarded" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Discard message 79" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, discard message 79" }));
    expect((await screen.findByText(/was discarded/)).textContent).toBe(
      "Message 79 (order-status to 98••••3210) was discarded: it will not be sent.",
    );
    expect(server.calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/admin/api/outbox/79/discard",
    ]);
  });
});

describe("the page's wording of the contracts", () => {
  it("filters by the states the server knows, in its order", () => {
    expect(JOB_STATES).toEqual(JOB_VIEWS);
    expect(MESSAGE_STATUSES).toEqual(MESSAGE_VIEWS);
  });
});
