import type { RouteSpec } from "../route-spec";

/** The jobs queue and the outbox (decision 60): see, retry or discard one. */
export const queuesRouteMap = {
  adminJobs: {
    method: "GET",
    path: "/admin/api/jobs",
    query: "jobsQuery",
    response: "jobsPage",
    permission: "jobs:read",
  },
  adminJobRetry: {
    method: "POST",
    path: "/admin/api/jobs/:jobId/retry",
    params: "jobIdParam",
    response: "adminJob",
    permission: "jobs:write",
  },
  adminJobDiscard: {
    method: "POST",
    path: "/admin/api/jobs/:jobId/discard",
    params: "jobIdParam",
    response: "adminJob",
    permission: "jobs:write",
  },
  adminOutbox: {
    method: "GET",
    path: "/admin/api/outbox",
    query: "outboxQuery",
    response: "outboxPage",
    permission: "jobs:read",
  },
  adminMessageRetry: {
    method: "POST",
    path: "/admin/api/outbox/:messageId/retry",
    params: "messageIdParam",
    response: "adminMessage",
    permission: "jobs:write",
  },
  adminMessageDiscard: {
    method: "POST",
    path: "/admin/api/outbox/:messageId/discard",
    params: "messageIdParam",
    response: "adminMessage",
    permission: "jobs:write",
  },
} as const satisfies Record<string, RouteSpec>;
