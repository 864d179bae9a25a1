import type { BrandDeclarations } from "@odin/contracts";
import type { ReactNode } from "react";
import {
  BRAND_FIELD_LABELS,
  BRAND_FIELDS,
  type BrandField,
  DECLARATION_LIMITS,
  MAKER_ROLE_LABELS,
  MAKER_ROLES,
  type MakerRole,
} from "./catalogue-words";
import type { FieldErrors } from "./field-errors";
import { Field } from "./form-parts";

const MAX_LENGTH: Record<Exclude<BrandField, "makerRole">, number> = {
  makerName: DECLARATION_LIMITS.nameMaxLength,
  makerAddress: DECLARATION_LIMITS.addressMaxLength,
  countryOfOrigin: DECLARATION_LIMITS.countryMaxLength,
  careEmail: DECLARATION_LIMITS.emailMaxLength,
  carePhone: DECLARATION_LIMITS.phoneMaxLength,
  sellerName: DECLARATION_LIMITS.nameMaxLength,
  sellerAddress: DECLARATION_LIMITS.addressMaxLength,
};

const HINTS: Partial<Record<BrandField, string>> = {
  makerAddress: "The lines are joined with commas, as the product page shows them.",
  sellerAddress: "The lines are joined with commas, as the product page shows them.",
  carePhone: "With the area code, e.g. +91 80 4000 1234.",
};

const brandValue = (brand: BrandDeclarations, name: BrandField) =>
  name === "makerRole" ? (MAKER_ROLE_LABELS[brand.makerRole as MakerRole] ?? brand.makerRole) : brand[name];

/**
 * The fields a brand declares for all its styles, shared by the brand's form (each required) and a
 * style's (each optional: empty is the brand's, whose value the field's hint shows). `idPrefix`
 * keeps the ids of several forms on one page apart.
 */
export function BrandDeclarationFields({
  idPrefix,
  values,
  brand,
  mode,
  fields,
}: {
  idPrefix: string;
  values: Readonly<Record<BrandField, string | null>> | null;
  /** The brand's values, shown beside a style's fields. */
  brand: BrandDeclarations | null;
  mode: "brand" | "style";
  fields: FieldErrors;
}) {
  const required = mode === "brand";
  const hintOf = (name: BrandField) => {
    const own = HINTS[name];
    if (mode === "brand") return own;
    const theirs = brand
      ? `Empty: the brand's, ${brandValue(brand, name)}.`
      : "Empty: the brand's, but the brand declares none yet.";
    return own ? `${theirs} ${own}` : theirs;
  };
  return (
    <div className="field-row">
      {BRAND_FIELDS.map((name) => {
        const id = `${idPrefix}-${name}`;
        const value = values?.[name] ?? "";
        const placeholder = mode === "style" && brand && name !== "makerRole" ? brand[name] : undefined;
        const hint = hintOf(name);
        if (name === "makerRole") {
          return (
            <Field key={name} id={id} label={BRAND_FIELD_LABELS[name]} hint={hint} error={fields[name]}>
              {(attributes) => (
                <select {...attributes} name={name} required={required} defaultValue={value}>
                  {required ? (
                    <option value="" disabled>
                      Choose
                    </option>
                  ) : (
                    <option value="">The brand's</option>
                  )}
                  {MAKER_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {MAKER_ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
        }
        const common = {
          name,
          required,
          maxLength: MAX_LENGTH[name],
          defaultValue: value,
          placeholder,
          autoComplete: "off",
        };
        return (
          <Field key={name} id={id} label={BRAND_FIELD_LABELS[name]} hint={hint} error={fields[name]}>
            {(attributes) =>
              name === "makerAddress" || name === "sellerAddress" ? (
                <textarea {...attributes} {...common} rows={3} />
              ) : (
                <input
                  {...attributes}
                  {...common}
                  type={name === "careEmail" ? "email" : name === "carePhone" ? "tel" : "text"}
                />
              )
            }
          </Field>
        );
      })}
    </div>
  );
}

/** Declarations as a list of facts, each field's words and value. */
export function DeclarationFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="facts facts-grid">
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A brand's declarations in words, field by field. */
export function brandFacts(brand: BrandDeclarations): [string, string][] {
  return BRAND_FIELDS.map((name) => [BRAND_FIELD_LABELS[name], brandValue(brand, name)]);
}
