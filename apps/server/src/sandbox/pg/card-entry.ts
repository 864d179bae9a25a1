import {
  binOf,
  cardDigits,
  cardNumberProblem,
  cvvLengthOf,
  cvvProblem,
  EXPIRY_MONTHS,
  expiryProblem,
  expiryYears,
  MESSAGES,
} from "@odin/contracts";
import { escapeHtml, type SandboxForm } from "./sandbox-kit";
import { DECLINED_CARD, TEST_CARDS } from "./test-cards";

/**
 * The card entry of the sandboxes' card pages (Razorpay's Hosted Checkout, PayU's `_payment`): the
 * fields a shopper types, checked with the spec's card rules, and nothing of them kept but what the
 * gateway keeps.
 */

/** An error of a field, `role="alert"` under it; nothing when the field is fine. */
export const fieldError = (errors: Readonly<Record<string, string>>, field: string) =>
  errors[field] ? `<p class="error" role="alert">${escapeHtml(errors[field])}</p>` : "";

/** The typed card checked with the spec's rules: each field's problem, or its digits and whether it is the declined card. */
export function typedCard(
  form: SandboxForm,
): { errors: Record<string, string> } | { number: string; declined: boolean } {
  const number = cardDigits(form.number ?? "");
  const errors: Record<string, string> = {};
  const numberProblem = cardNumberProblem(number);
  if (numberProblem) errors.number = numberProblem;
  if (!(form.name ?? "").trim()) errors.name = MESSAGES.payment.invalidCardDetails;
  const expiry = expiryProblem(Number(form.month), Number(form.year), new Date());
  if (expiry) errors.expiry = expiry;
  const cvv = cvvProblem(form.cvv ?? "", cvvLengthOf(binOf(number)));
  if (cvv) errors.cvv = cvv;
  return Object.keys(errors).length > 0 ? { errors } : { number, declined: number === DECLINED_CARD };
}

/** The card's fields, with what the shopper typed (but the CVV) and each field's error. */
export function cardFields(errors: Readonly<Record<string, string>>, typed: SandboxForm): string {
  const value = (field: string) => escapeHtml(typed[field] ?? "");
  const months = EXPIRY_MONTHS.map(
    (month) => `<option${typed.month === month ? " selected" : ""}>${month}</option>`,
  ).join("");
  const years = expiryYears(new Date())
    .map((year) => `<option${typed.year === String(year) ? " selected" : ""}>${year}</option>`)
    .join("");
  return `<label for="number">Card number</label><input id="number" name="number" type="text" inputmode="numeric" autocomplete="cc-number" value="${value("number")}">${fieldError(errors, "number")}
<label for="name">Name on card</label><input id="name" name="name" type="text" autocomplete="cc-name" value="${value("name")}">${fieldError(errors, "name")}
<label for="month">Expiry</label><select id="month" name="month" aria-label="Expiry month">${months}</select> <select name="year" aria-label="Expiry year">${years}</select>${fieldError(errors, "expiry")}
<label for="cvv">CVV</label><input id="cvv" name="cvv" type="password" inputmode="numeric" maxlength="4" autocomplete="off">${fieldError(errors, "cvv")}`;
}

/** The note under the card's fields: the test numbers to type. */
export const TEST_CARDS_NOTE = `<p class="note">Test cards: ${TEST_CARDS.map((card) => `${card.number} (${card.note})`).join("; ")}. Any name, a future expiry, any CVV of the card's length.</p>`;
