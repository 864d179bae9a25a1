export type { AlertsService } from "./alerts.service";
