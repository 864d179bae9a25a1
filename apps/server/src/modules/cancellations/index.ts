export type { CancellationsService } from "./cancellations.service";
