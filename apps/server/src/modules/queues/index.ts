export type { Queues } from "./queues.service";
