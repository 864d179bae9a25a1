import {
  emailProblem,
  GENDER_OPTIONS,
  genderProblem,
  mobileNumberProblem,
  type PasswordRule,
  passwordProblem,
  registrationNameProblem,
} from "@odin/contracts";

/** The registration form's fields (spec 1 §3 "Registration payload (v2)"). */
export interface RegistrationFields {
  name: string;
  gender: string;
  email: string;
  password: string;
  mobileNumber: string;
}

export type RegistrationField = keyof RegistrationFields;

/** The order fields are checked and focused in: v2 as the spec lists them, v1 without gender. */
export const FIELD_ORDER: Record<"v1" | "v2", RegistrationField[]> = {
  v2: ["name", "gender", "email", "password", "mobileNumber"],
  v1: ["name", "mobileNumber", "email", "password"],
};

export function emptyRegistration(): RegistrationFields {
  return { name: "", gender: GENDER_OPTIONS[0].value, email: "", password: "", mobileNumber: "" };
}

/**
 * Spec 1 §5 for each field: name letters and spaces (3 or more letters), gender not the placeholder,
 * a standard e-mail, the password rule (the server's when it gave one), a 10-digit mobile number.
 */
export function registrationProblems(
  fields: RegistrationFields,
  options: { order: RegistrationField[]; withGender: boolean; rule: PasswordRule | null },
): Partial<Record<RegistrationField, string>> {
  const rules: Record<RegistrationField, () => string | undefined> = {
    name: () => registrationNameProblem(fields.name),
    gender: () => (options.withGender ? genderProblem(fields.gender) : undefined),
    email: () => emailProblem(fields.email),
    password: () => passwordProblem(fields.password, options.rule),
    mobileNumber: () => mobileNumberProblem(fields.mobileNumber),
  };
  const problems: Partial<Record<RegistrationField, string>> = {};
  for (const field of options.order) {
    const problem = rules[field]();
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Required fields left empty (the v1 register view highlights them, spec 1 §2). */
export function emptyFields(fields: RegistrationFields, order: RegistrationField[]): RegistrationField[] {
  return order.filter((field) => field !== "gender" && fields[field].trim() === "");
}
