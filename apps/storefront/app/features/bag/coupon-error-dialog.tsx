import { type CouponDetails, LABELS, MESSAGES } from "@odin/contracts";
import { useEffect, useState } from "react";
import { Button, SubmitButton } from "../../ui/button";
import { Dialog, dialogControl } from "../../ui/dialog";
import { IntentForm } from "../../ui/intent-form";
import { BAG_FIELDS, BAG_INTENTS } from "./bag-forms";
import { useBagForm } from "./use-bag-form";

const DIALOG_ID = "bag-coupon-error";

/**
 * The promo error modal of spec 3 §8: the bag's coupon no longer applies. It is open in the server's
 * HTML, so it shows without scripts; "Go back" closes it (an invoker command before hydration) and
 * "Proceed without coupon" is a form that removes the coupon.
 */
export function CouponErrorDialog({ coupon }: { coupon: CouponDetails | undefined }) {
  const error = coupon?.error;
  const [open, setOpen] = useState(Boolean(error));
  const form = useBagForm(BAG_INTENTS.removeCoupon);
  // A new read of the bag with another error opens it again; one without closes it.
  useEffect(() => setOpen(Boolean(error)), [error]);
  if (!coupon || !error) return null;
  return (
    <Dialog
      id={DIALOG_ID}
      className="bag-coupon-dialog"
      open={open}
      openInHtml
      onOpenChange={setOpen}
      title={MESSAGES.coupon.modalTitle}
      closeLabel={LABELS.checkout.couponGoBack}
      // "Go back" below closes it, as Escape does.
      hideClose
      footer={
        <>
          <Button variant="secondary" {...dialogControl(DIALOG_ID, "close", () => setOpen(false))}>
            {LABELS.checkout.couponGoBack}
          </Button>
          <IntentForm
            form={form}
            fields={{ [BAG_FIELDS.couponCode]: coupon.code }}
            className="bag-coupon-dialog__form"
          >
            <SubmitButton busy={form.pending}>{LABELS.checkout.proceedWithoutCoupon}</SubmitButton>
          </IntentForm>
        </>
      }
    >
      <p className="bag-coupon-dialog__text">{error}</p>
    </Dialog>
  );
}
