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
const REQUESTED_SMS: ReadonlySet<MessageTemplate> = new Set<MessageTemplate>([
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
  /**
   * The way a request spends its SMS: takes one (`take`), and only then runs `work`, which writes
   * the message or refuses further on. Answers the work's outcome, or `undefined` without running it
   * when the budget is spent (answer 429 and write nothing). The SMS is given back when the work
   * sent none after all (`sent` is false of its outcome) or throws; the error then goes on up.
   */
  spend<T extends Outcome>(
    template: MessageTemplate,
    work: () => Promise<T>,
    options?: SpendOptions<T>,
  ): Promise<T | undefined>;
  /** The outbox hands over a message for the first time: an SMS the store sends on its own is counted, never held. */
  delivering(message: Pick<OutboxMessage, "channel" | "template">): Promise<void>;
}

/** What a request's work may answer: anything but `undefined`, which `spend` keeps for a spent budget. */
type Outcome = NonNullable<unknown> | null;

interface SpendOptions<T> {
  /** Whether the work's outcome wrote the SMS; when false it is given back. Without it, every outcome did. */
  sent?: (outcome: T) => boolean;
  /**
   * Answers without waiting for the give-back of an SMS not sent (one that fails is logged), so the
   * answer's time does not tell whether it was sent (decision 0020). A thrown error still waits.
   */
  answerFirst?: boolean;
}

interface SmsBudgetDependencies {
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

export function createSmsBudget(deps: SmsBudgetDependencies): SmsBudget {
  const { limiter, log } = deps;
  const key = `${deps.scope ?? ""}store`;
  const exhausted = new Counter({
    name: "odin_sms_budget_exhausted_total",
    help: "SMS past the store's budget of the hour: refused (codes, links asked for) or sent anyway (order notices)",
    labelNames: ["template", "outcome"],
    registers: [deps.registry],
  });
  // A spent budget is logged at most once a minute (the default interval).
  const warn = throttled((outcome) =>
    log.warn(
      { budgetPerHour: limiter.points, outcome },
      "SMS budget of the hour is spent: codes and links are refused, order notices still go",
    ),
  );

  function over(template: MessageTemplate, outcome: "refused" | "sent") {
    exhausted.inc({ template, outcome });
    warn(outcome);
  }

  async function take(template: MessageTemplate) {
    if ((await limiter.hit(key)) <= limiter.points) return true;
    over(template, "refused");
    return false;
  }
  const giveBack = () => limiter.forgive(key);
  /** A give-back whose failure is logged, never thrown (it must not hide the work's own error). */
  const giveBackLogged = (template: MessageTemplate) =>
    giveBack().catch((error: unknown) =>
      log.warn({ err: error, template }, "SMS budget: could not give back an SMS that was not sent"),
    );

  return {
    take,
    giveBack,
    async spend(template, work, options = {}) {
      if (!(await take(template))) return undefined;
      let outcome: Awaited<ReturnType<typeof work>>;
      try {
        outcome = await work();
      } catch (error) {
        await giveBackLogged(template);
        throw error;
      }
      if (options.sent && !options.sent(outcome)) {
        if (options.answerFirst) void giveBackLogged(template);
        else await giveBack();
      }
      return outcome;
    },
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
