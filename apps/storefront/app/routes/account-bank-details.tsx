import { LABELS, MESSAGES } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { sendHome } from "../features/account/account-actions.server";
import { BankDetailsPage } from "../features/bank-transfer/bank-details-page";
import { saveBankTransfer } from "../features/bank-transfer/bank-transfer-actions.server";
import { BANK_TRANSFER_INTENT } from "../features/bank-transfer/bank-transfer-forms";
import { formText, INTENT_FIELD } from "../lib/form-answer";
import { refused } from "../lib/form-answer.server";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/account.css";

/**
 * /account/bank-details, Bank Details: the bank-transfer records (spec 3 §3) of the shopper the token
 * cookies name, read on the server; anyone else is sent home before anything renders, as on /account.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const { shopper, services } = context;
  if (!shopper) throw sendHome();
  const records = await services.bankTransfer.list();
  if (!records.ok) throw sendHome();
  return data({ records: records.value.neftDetailList }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** The form posts here (decision 26). */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  if (!context.shopper) throw sendHome();
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  if (intent !== BANK_TRANSFER_INTENT)
    return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  return (await saveBankTransfer(form, context)).answer;
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.bankTransfer.title);

export default function AccountBankDetails() {
  const { records } = useLoaderData<typeof loader>();
  return <BankDetailsPage records={records} />;
}
