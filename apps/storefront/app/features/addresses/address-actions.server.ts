import {
  type AddressProblem,
  addressFormErrors,
  addressInput,
  idParam,
  MESSAGES,
  type Problem,
  type Result,
} from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { refused } from "../../lib/form-answer.server";
import {
  ADDRESS_ID_FIELD,
  ADDRESS_INTENTS,
  type AddressAnswer,
  type AddressFormField,
  DEFAULT_FIELD,
  DEFAULT_TICKED,
  postedAddress,
} from "./address-forms";

type Addresses = AppLoadContext["services"]["addresses"];
type Values = Partial<Record<AddressFormField, string>>;

/** A change the address book took: its message and the address it was about. */
function accepted(intent: string, message: string, addressId: number) {
  return data<AddressAnswer>({
    intent,
    ok: true,
    message,
    values: { [ADDRESS_ID_FIELD]: String(addressId) },
  });
}

/**
 * The service's refusal, with the problem's status as the REST routes answer it: a pincode outside the
 * directory is said under the pincode field.
 */
function refusal(intent: string, problem: Problem<AddressProblem>, values: Values) {
  const { status } = problem;
  if (problem.name === "unknownPincode") {
    return refused(intent, { fieldErrors: { pincode: problem.detail }, values }, status);
  }
  return refused(intent, { message: problem.detail, values }, status);
}

/** The posted address id, when it is one an address can have. */
function addressIdOf(form: FormData): number | undefined {
  const parsed = idParam.safeParse(formText(form, ADDRESS_ID_FIELD));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Add or edit: the form's rules (the same functions the browser checks with), then the REST route's
 * contract, then the service; a refusal gives back what was typed.
 */
async function save(addresses: Addresses, form: FormData, intent: string, addressId: number | undefined) {
  const fields = postedAddress(form);
  const makeDefault = formText(form, DEFAULT_FIELD) === DEFAULT_TICKED;
  const values: Values = { ...fields, ...(makeDefault ? { [DEFAULT_FIELD]: DEFAULT_TICKED } : {}) };
  if (addressId !== undefined) values[ADDRESS_ID_FIELD] = String(addressId);
  const fieldErrors = addressFormErrors(fields);
  if (Object.keys(fieldErrors).length > 0) return refused(intent, { fieldErrors, values });
  const input = addressInput.safeParse({ ...fields, isDefault: makeDefault });
  if (!input.success) return refused(intent, { message: input.error.issues[0]?.message, values });
  const saved: Result<{ id: number }, AddressProblem> =
    addressId === undefined ? await addresses.add(input.data) : await addresses.edit(addressId, input.data);
  if (!saved.ok) return refusal(intent, saved.problem, values);
  const message = addressId === undefined ? MESSAGES.address.added : MESSAGES.address.updated;
  return accepted(intent, message, saved.value.id);
}

/** Delete or make default: one address of the shopper's, named by the posted id. */
async function change(
  intent: string,
  addressId: number | undefined,
  run: (id: number) => Promise<Result<unknown, AddressProblem>>,
  message: string,
) {
  if (addressId === undefined) return refused(intent, { message: MESSAGES.address.notFound }, 404);
  const changed = await run(addressId);
  if (!changed.ok) return refusal(intent, changed.problem, { [ADDRESS_ID_FIELD]: String(addressId) });
  return accepted(intent, message, addressId);
}

/**
 * Answers the address forms of any page (`address-add`, `address-edit`, `address-delete`,
 * `address-default`) from a form already read: a route whose action has other forms too reads the
 * form once, branches on `isAddressIntent`, and hands it here. The address book is the one of the
 * shopper the request's cookies name (decision 26).
 */
export async function answerAddressForm(form: FormData, context: AppLoadContext) {
  const intent = formText(form, INTENT_FIELD);
  const addresses = context.services.addresses;
  const addressId = addressIdOf(form);
  switch (intent) {
    case ADDRESS_INTENTS.add:
      return save(addresses, form, intent, undefined);
    case ADDRESS_INTENTS.edit:
      if (addressId === undefined) return refused(intent, { message: MESSAGES.address.notFound }, 404);
      return save(addresses, form, intent, addressId);
    case ADDRESS_INTENTS.remove:
      return change(intent, addressId, (id) => addresses.remove(id), MESSAGES.address.removed);
    case ADDRESS_INTENTS.makeDefault:
      return change(intent, addressId, (id) => addresses.makeDefault(id), MESSAGES.address.defaultChanged);
    default:
      return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  }
}

/** A route action that answers only the address forms (My Addresses). */
export async function addressAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  return answerAddressForm(await request.formData(), context);
}
