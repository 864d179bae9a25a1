import type { AppModule } from "../../platform/composition";
import { queuesRoutes } from "./queues.routes";
import { createQueues, type Queues } from "./queues.service";

declare module "../../platform/composition" {
  interface Services {
    /** The jobs queue and the outbox as operations sees them. */
    queues: Queues;
  }
}

/** The back office's view of the jobs queue and the outbox: see, retry or discard one (decision 60). */
export const queuesModule = {
  name: "queues",
  register({ app, db }, { outbox }) {
    const queues = createQueues(db, outbox);
    queuesRoutes(app, queues);
    return { queues };
  },
} satisfies AppModule;
