export type { OtpProblem } from "./otp.problems";
export { OTP_STATUSES } from "./otp.routes";
export type { OtpService } from "./otp.service";
