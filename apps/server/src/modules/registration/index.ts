export type { RegistrationService } from "./registration.service";
