export type { StaffSignIn } from "./staff-sign-in";
