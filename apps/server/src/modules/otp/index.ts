export type { OtpService } from "./otp.service";
