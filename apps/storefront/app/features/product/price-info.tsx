import { BREAKPOINTS_PX, LABELS, type ProductDetail } from "@odin/contracts";
import { type KeyboardEvent, useId, useState } from "react";
import { Dialog } from "../../ui/dialog";
import { InfoIcon } from "../../ui/icons";

type Promotions = ProductDetail["promotions"];

function PriceInfoContent({ promotions }: { promotions: Promotions }) {
  return (
    <>
      <p className="price-info__taxes">{LABELS.productPage.inclusiveOfTaxes}</p>
      {promotions.length > 0 ? (
        <>
          <p className="price-info__offers-title">
            <strong>{LABELS.productPage.offers}</strong>
          </p>
          <ul className="price-info__offers">
            {promotions.map((promotion) => (
              <li key={promotion.code}>
                <span className="price-info__discount">{promotion.displayDiscount}</span>
                <span className="price-info__tnc">{promotion.tnc}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/**
 * The price-info block (spec 2 §2, flag `priceInfoBlock`): on desktop a card shown on hover and on
 * keyboard focus (Escape hides it, and it describes the button for screen readers); below 992 px
 * the button opens the same text in a modal dialog.
 */
export function PriceInfo({ promotions }: { promotions: Promotions }) {
  const [modalOpen, setModalOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const cardId = useId();
  const dialogId = useId();

  const onClick = () => {
    if (!window.matchMedia(`(min-width: ${BREAKPOINTS_PX.sm}px)`).matches) setModalOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !modalOpen) setDismissed(true);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape hides the hover card shown for the button inside
    <div
      className="price-info"
      data-dismissed={dismissed || undefined}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <button type="button" className="price-info__button" aria-describedby={cardId} onClick={onClick}>
        <InfoIcon />
        <span>{LABELS.productPage.priceDetails}</span>
      </button>
      <div className="price-info__card" id={cardId}>
        <PriceInfoContent promotions={promotions} />
      </div>
      <Dialog
        id={dialogId}
        open={modalOpen}
        onOpenChange={setModalOpen}
        title={LABELS.productPage.priceDetails}
        closeLabel={LABELS.productPage.close}
        lightDismiss
      >
        {modalOpen ? <PriceInfoContent promotions={promotions} /> : null}
      </Dialog>
    </div>
  );
}
