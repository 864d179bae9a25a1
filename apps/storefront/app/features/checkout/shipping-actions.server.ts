import { checkoutPincodeProblem, formatMessage, idParam, MESSAGES } from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, redirect } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { accepted, refused } from "../../lib/form-answer.server";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { answerAddressForm } from "../addresses/address-actions.server";
import { ADDRESS_ID_FIELD, ADDRESS_INTENTS, isAddressIntent } from "../addresses/address-forms";
import { BAG_INTENTS } from "../bag/bag-forms";
import { answerCouponForm, shippingRequest } from "./checkout-coupon.server";
import { CHECKOUT_FIELDS, CHECKOUT_PATHS, SHIPPING_INTENTS, storeField } from "./checkout-forms";

type Services = AppLoadContext["services"];

/** Where a shopper goes when nothing of the checkout can be done without signing in. */
export const toCheckoutEntry = () =>
  redirect(CHECKOUT_PATHS.entry, { headers: { "Cache-Control": PRIVATE_NO_STORE } });

/** Keeps a choice of the shipping step for the shopper; the refusal's message, if any. */
async function keep(services: Services, wanted: Record<string, unknown>): Promise<string | undefined> {
  const parsed = shippingRequest(wanted);
  if ("message" in parsed) return parsed.message;
  const answer = await services.bag.checkout(parsed.request);
  return answer.ok ? undefined : answer.problem.detail;
}

/** A new delivery pincode (spec 3 §4: the server forgets the kept address and methods). */
async function choosePincode(services: Services, form: FormData) {
  const intent = SHIPPING_INTENTS.pincode;
  const pincode = formText(form, CHECKOUT_FIELDS.pincode).trim();
  const values = { pincode };
  const problem = checkoutPincodeProblem(pincode) ?? (await keep(services, { pincode }));
  if (problem) return refused(intent, { fieldErrors: { pincode: problem }, values });
  return accepted(intent, formatMessage.checkoutPincodeSaved(pincode));
}

async function chooseAddress(services: Services, form: FormData) {
  const intent = SHIPPING_INTENTS.chooseAddress;
  const addressId = idParam.safeParse(formText(form, CHECKOUT_FIELDS.addressId));
  if (!addressId.success) return refused(intent, { message: MESSAGES.checkout.selectAddress });
  const problem = await keep(services, { addressId: addressId.data });
  if (problem) return refused(intent, { message: problem });
  return accepted(intent, MESSAGES.checkout.addressChosen);
}

/**
 * Each item's chosen method as posted, with its store for a pickup (the radios `method-{skuId}` and
 * `store-{skuId}`); the contract checks them.
 */
function postedMethods(form: FormData): Record<string, unknown>[] {
  const methods: Record<string, unknown>[] = [];
  for (const [name, value] of form.entries()) {
    const skuId = /^method-(\d+)$/.exec(name)?.[1];
    if (!skuId || typeof value !== "string") continue;
    const store = formText(form, storeField(Number(skuId)));
    const storeId = value === "STOREPICK" && store ? { storeId: Number(store) } : {};
    methods.push({ skuId: Number(skuId), shippingMethod: value, ...storeId });
  }
  return methods;
}

/**
 * CONTINUE (spec 3 §4, §5 "Checkout gating"): the methods are kept, then the shopper goes on to
 * payment unless the shipping step still blocks, with the server's reason.
 */
async function proceed(services: Services, form: FormData) {
  const intent = SHIPPING_INTENTS.proceed;
  const methods = postedMethods(form);
  const parsed = shippingRequest(methods.length > 0 ? { selectedShippingMethods: methods } : {});
  if ("message" in parsed) return refused(intent, { message: parsed.message });
  const answer = await services.bag.checkout(parsed.request);
  if (!answer.ok) return refused(intent, { message: answer.problem.detail });
  if (answer.value.blockingMessage) return refused(intent, { message: answer.value.blockingMessage }, 409);
  return redirect(CHECKOUT_PATHS.payment, { status: 303, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** An address form of the page; a new address saved here becomes the delivery address. */
async function addressForm(form: FormData, context: AppLoadContext) {
  const answer = await answerAddressForm(form, context);
  const saved = answer.data;
  const addressId = Number(saved.ok ? saved.values?.[ADDRESS_ID_FIELD] : undefined);
  if (saved.intent === ADDRESS_INTENTS.add && addressId > 0) await keep(context.services, { addressId });
  return answer;
}

/**
 * The shipping step's forms (decision 26): pincode, address chooser, the address forms, the coupon
 * box and CONTINUE, each through the REST route's contract to the services of the signed-in shopper.
 */
export async function shippingAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  if (!context.shopper) throw toCheckoutEntry();
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  if (isAddressIntent(intent)) return addressForm(form, context);
  switch (intent) {
    case SHIPPING_INTENTS.pincode:
      return choosePincode(context.services, form);
    case SHIPPING_INTENTS.chooseAddress:
      return chooseAddress(context.services, form);
    case SHIPPING_INTENTS.proceed:
      return proceed(context.services, form);
    case BAG_INTENTS.applyCoupon:
    case BAG_INTENTS.removeCoupon:
      return answerCouponForm(context.services.bag, form, intent);
    default:
      return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  }
}
