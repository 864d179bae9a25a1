export type { PasswordResetService } from "./password-reset.service";
