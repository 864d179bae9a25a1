import { useEffect } from "react";
import { useActionData } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { showToast } from "../../ui/toast";
import { ADDRESS_ID_FIELD, ADDRESS_INTENTS, type AddressAnswer, isAddressIntent } from "./address-forms";

/**
 * What the page's last address form was answered, when no form of the page says it: a success, or a
 * refusal about an address no longer listed (deleted meanwhile). Other refusals are said by their
 * forms. In the page before the scripts run (and without them); a toast once hydrated.
 */
export function AddressNotice({ addressIds }: { addressIds: readonly number[] }) {
  const hydrated = useHydrated();
  const posted = useActionData() as AddressAnswer | undefined;
  const shown =
    posted && isAddressIntent(posted.intent) && saysItself(posted, addressIds) ? posted : undefined;

  useEffect(() => {
    if (hydrated && shown?.message) showToast(shown.message, { tone: shown.ok ? "success" : "danger" });
  }, [hydrated, shown]);

  if (hydrated || !shown?.message) return null;
  return (
    <div className="address-notice" role={shown.ok ? "status" : "alert"}>
      <p className="address-notice__message">{shown.message}</p>
    </div>
  );
}

function saysItself(answer: AddressAnswer, addressIds: readonly number[]): boolean {
  if (answer.ok) return true;
  if (answer.intent === ADDRESS_INTENTS.add) return false;
  return !addressIds.some((id) => answer.values?.[ADDRESS_ID_FIELD] === String(id));
}
