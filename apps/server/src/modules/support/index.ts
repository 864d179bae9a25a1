export type { SupportService } from "./support.service";
