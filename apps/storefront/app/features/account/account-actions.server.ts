import { changePasswordRequest, MESSAGES, resetPasswordRequest } from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, redirect } from "react-router";
import { formText } from "../../lib/form-answer";
import { accepted, refused } from "../../lib/form-answer.server";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import {
  CHANGE_PASSWORD_INTENT,
  changePasswordErrors,
  FIELD_NAMES,
  RESET_PASSWORD_INTENT,
  resetFailureMessage,
  resetFormErrors,
  resetLinkOf,
} from "./password-forms";

type Args = ActionFunctionArgs<AppLoadContext>;

/** Nobody is signed in: the account pages send the visitor home (spec 1 §6), posted or not. */
export const sendHome = () => redirect("/", { headers: { "Cache-Control": PRIVATE_NO_STORE } });

/**
 * The account page's password change (spec 3 §5): the form's rules, then the contract the REST
 * route validates with, then the auth service for the shopper the cookies name. Passwords are never
 * sent back to be drawn again.
 */
export async function changePassword({ request, context }: Args) {
  const { shopper, services } = context;
  if (!shopper) throw sendHome();
  const form = await request.formData();
  const input = {
    currentPassword: formText(form, FIELD_NAMES.current),
    newPassword: formText(form, FIELD_NAMES.password),
  };
  const rule = services.account.passwordRule();
  const confirm = formText(form, FIELD_NAMES.confirm);
  const fieldErrors = changePasswordErrors(input.currentPassword, input.newPassword, confirm, rule);
  if (Object.keys(fieldErrors).length > 0) return refused(CHANGE_PASSWORD_INTENT, { fieldErrors });
  const body = changePasswordRequest.safeParse(input);
  if (!body.success) return refused(CHANGE_PASSWORD_INTENT, { message: body.error.issues[0]?.message });
  const changed = await services.account.changePassword(shopper, body.data);
  if (!changed.ok) return refused(CHANGE_PASSWORD_INTENT, { message: changed.problem.detail });
  return accepted(CHANGE_PASSWORD_INTENT, MESSAGES.password.changed);
}

/**
 * The reset link's form (spec 1 §5, §8): the link's session id comes back with the new password;
 * the password-reset service (its rate limit counts the client's address) sets it, once.
 */
export async function resetPassword({ request, context }: Args) {
  const { services } = context;
  const form = await request.formData();
  const link = resetLinkOf(form);
  const newPassword = formText(form, FIELD_NAMES.password);
  const rule = services.account.passwordRule();
  const fieldErrors = resetFormErrors(newPassword, formText(form, FIELD_NAMES.confirm), rule);
  if (Object.keys(fieldErrors).length > 0) return refused(RESET_PASSWORD_INTENT, { fieldErrors });
  const body = resetPasswordRequest.safeParse({ sessionId: link.sessionId ?? undefined, newPassword });
  if (!body.success || !body.data.sessionId) {
    return refused(RESET_PASSWORD_INTENT, { message: MESSAGES.reset.genericError });
  }
  const reset = await services.passwordReset.reset({
    token: body.data.sessionId,
    newPassword: body.data.newPassword,
    ip: context.clientAddress,
  });
  if (!reset.ok) return refused(RESET_PASSWORD_INTENT, { message: resetFailureMessage(reset.problem) });
  return accepted(RESET_PASSWORD_INTENT, MESSAGES.reset.success);
}
