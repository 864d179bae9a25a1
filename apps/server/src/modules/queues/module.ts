import type { AppModule } from "../../platform/composition";
import { jobRegistryOf } from "../../platform/jobs";
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
    // Read when staff discard a job: by then every module has added its handlers.
    const registry = jobRegistryOf(app);
    const isDaily = (name: string) => registry.definitions().some((job) => job.name === name && job.daily);
    const queues = createQueues(db, outbox, isDaily);
    queuesRoutes(app, queues);
    return { queues };
  },
} satisfies AppModule;
