import { ADDRESS_FIELDS, type Address, type AddressField, type AddressFormValues } from "@odin/contracts";
import { type FormAnswer, formText, useFormAnswer } from "../../lib/form-answer";

/**
 * The address forms (decision 26): each posts its `intent` and fields to its page's route, whose
 * action answers through `address-actions.server.ts`. My Addresses and the checkout's shipping step
 * post the same forms. Browser and server share these names; no zod here (decision 13).
 */
export const ADDRESS_INTENTS = {
  add: "address-add",
  edit: "address-edit",
  remove: "address-delete",
  makeDefault: "address-default",
} as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[keyof typeof ADDRESS_INTENTS];

const INTENTS: readonly string[] = Object.values(ADDRESS_INTENTS);

/** Whether a posted intent is one of the address forms' (a route with other forms too branches on it). */
export const isAddressIntent = (intent: string): intent is AddressIntent => INTENTS.includes(intent);

/** The fields posted besides the address's own: which address, and whether to make it the default. */
export const ADDRESS_ID_FIELD = "addressId";
export const DEFAULT_FIELD = "isDefault";
/** What the default checkbox posts when ticked. */
export const DEFAULT_TICKED = "true";

export type AddressFormField = AddressField | typeof ADDRESS_ID_FIELD | typeof DEFAULT_FIELD;

/**
 * The action's answer to an address form. A success carries the id of the address it saved or
 * changed (`values.addressId`), so a page can select or find it; a refusal carries what was typed.
 */
export type AddressAnswer = FormAnswer<AddressFormField>;

/** The address fields of a posted form, as typed ("" for a field left out). */
export function postedAddress(form: FormData): AddressFormValues {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, formText(form, field)]),
  ) as AddressFormValues;
}

/** The form's starting values: what a refused post had typed, else the address edited, else empty. */
export function startingValues(address: Address | undefined, answer: AddressAnswer | undefined) {
  const typed = answer && !answer.ok ? answer.values : undefined;
  const value = (field: AddressField) => typed?.[field] ?? (address ? address[field] : "");
  const fields = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, value(field)]),
  ) as AddressFormValues;
  const makeDefault = typed ? typed[DEFAULT_FIELD] === DEFAULT_TICKED : false;
  return { fields, makeDefault };
}

/**
 * The answer to this form: same intent and, for the forms of one address (edit, delete, make
 * default), the same address.
 */
export function useAddressAnswer(intent: AddressIntent, addressId?: number): AddressAnswer | undefined {
  const answer = useFormAnswer<AddressFormField>(intent);
  if (!answer || addressId === undefined) return answer;
  return answer.values?.[ADDRESS_ID_FIELD] === String(addressId) ? answer : undefined;
}

/** The link that opens an address's edit form on a page (works without scripts: `?edit={id}`). */
export function editHref(pathname: string, addressId: number): string {
  return `${pathname}?edit=${addressId}`;
}

/** The address whose edit form a page shows: `?edit={id}`, or the one a refused edit was about. */
export function editedAddressId(
  search: URLSearchParams,
  answer: AddressAnswer | undefined,
): number | undefined {
  const refusedEdit = answer && !answer.ok && answer.intent === ADDRESS_INTENTS.edit;
  const id = refusedEdit ? answer.values?.[ADDRESS_ID_FIELD] : search.get("edit");
  const parsed = Number(id);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}
