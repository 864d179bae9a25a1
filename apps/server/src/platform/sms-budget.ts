import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { Counter, type Registry } from "prom-client";
import type { MessageTemplate, OutboxMessage } from "./outbox";
import type { Limiter } from "./rate-limit";
import { throttled } from "./redis";

/**
 * The store's SMS budget of an hour (docs/decisions/0051-sms-budget.md), in front of every SMS: one
 * count for the whole store, kept where the rate limits are (the database, or Redis with REDIS_URL),
 * so every instance shares it. An SMS a request asks for (a code, a link) takes one before anything
 * is written, and the request is refused while the budget is spent; an SMS the store sends on its
 * own (an order's notices) is counted by the outbox when first handed to the gateway, and is sent
 * even past the budget. Either way past the budget moves `odin_sms_budget_exhausted_total` and
 * logs a warning (at most once a minute).
 */

/** The SMS templates a request asks for: counted, and refused when spent, before the outbox row is written. */
export const REQUESTED_SMS: ReadonlySet<MessageTemplate> = new Set<MessageTemplate>([
  "otp-login",
  "otp-registration",
  "otp-cod",
  "password-reset",
  "app-link",
]);

export interface SmsBudget {
  /**
   * Takes one SMS of the hour for a message a request asks for, in one atomic count: false when the
   * budget is spent (answer 429 and write nothing).
   */
  take(template: MessageTemplate): Promise<boolean>;
  /** Gives back what `take` took when the request wrote no SMS after all (refused further on). */
  giveBack(): Promise<void>;
  /** The outbox hands over a message for the first time: an SMS the store sends on its own is counted, never held. */
  delivering(message: Pick<OutboxMessage, "channel" | "template">): Promise<void>;
}

export interface SmsBudgetDependencies {
  /** The `smsPerHour` limit: its points are the budget. */
  limiter: Limiter;
  registry: Registry;
  log: FastifyBaseLogger;
  /**
   * Test apps share one database (`npm run test:pg`): each counts a budget of its own under this
   * scope. Production and demo instances share the store's one budget.
   */
  scope?: string;
}

/** How often a spent budget is logged, at most. */
const WARN_INTERVAL_MS = 60_000;

export function createSmsBudget(deps: SmsBudgetDependencies): SmsBudget {
  const { limiter, log } = deps;
  const key = `${deps.scope ?? ""}store`;
  const exhausted = new Counter({
    name: "odin_sms_budget_exhausted_total",
    help: "SMS past the store's budget of the hour: refused (codes, links asked for) or sent anyway (order notices)",
    labelNames: ["template", "outcome"],
    registers: [deps.registry],
  });
  const warn = throttled(
    (outcome) =>
      log.warn(
        { budgetPerHour: limiter.points, outcome },
        "SMS budget of the hour is spent: codes and links are refused, order notices still go",
      ),
    WARN_INTERVAL_MS,
  );

  function over(template: MessageTemplate, outcome: "refused" | "sent") {
    exhausted.inc({ template, outcome });
    warn(outcome);
  }

  return {
    async take(template) {
      if ((await limiter.hit(key)) <= limiter.points) return true;
      over(template, "refused");
      return false;
    },
    giveBack: () => limiter.forgive(key),
    async delivering({ channel, template }) {
      if (channel !== "sms" || REQUESTED_SMS.has(template)) return;
      if ((await limiter.hit(key)) > limiter.points) over(template, "sent");
    },
  };
}

/** The budget of this app; a test app counts one of its own (see `scope`). */
export function setUpSmsBudget(
  limiter: Limiter,
  deps: { registry: Registry; log: FastifyBaseLogger; env: string },
): SmsBudget {
  const scope = deps.env === "test" ? `test-${randomBytes(6).toString("hex")}:` : "";
  return createSmsBudget({ limiter, registry: deps.registry, log: deps.log, scope });
}
