import { formatMessage, LABELS, MESSAGES, type SavedCard } from "@odin/contracts";
import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { INTENT_FIELD } from "../../lib/form-answer";
import { useHydrated } from "../../lib/use-hydrated";
import { SubmitButton } from "../../ui/button";
import { FormNotice } from "../../ui/form-notice";
import { showToast } from "../../ui/toast";
import { AccountMenu } from "../account/account-menu";
import { CARD_INTENTS, CARD_TOKEN_FIELD, type CardAnswer } from "./payment-methods-forms";

/** The page's last DELETE answer, when it was about this card (or any, without one). */
function useCardAnswer(cardToken?: string): CardAnswer | undefined {
  const answer = useActionData() as CardAnswer | undefined;
  if (answer?.intent !== CARD_INTENTS.remove) return undefined;
  return cardToken === undefined || answer.values?.[CARD_TOKEN_FIELD] === cardToken ? answer : undefined;
}

/** A saved card: network and last four digits, its bank, "Default", and DELETE (its own form). */
function SavedCardItem({ card, index }: { card: SavedCard; index: number }) {
  const nameId = `saved-card-${index}-name`;
  const answer = useCardAnswer(card.cardToken);
  const navigation = useNavigation();
  const posted = navigation.formData;
  const busy =
    navigation.state !== "idle" &&
    posted?.get(INTENT_FIELD) === CARD_INTENTS.remove &&
    posted.get(CARD_TOKEN_FIELD) === card.cardToken;
  return (
    <li className={`saved-card${card.isDefault ? " saved-card--default" : ""}`}>
      <div className="saved-card__header">
        <h4 id={nameId} className="saved-card__name">
          {formatMessage.cardEnding(card.cardType, card.last4)}
        </h4>
        {card.isDefault ? <span className="saved-card__badge">{LABELS.paymentMethods.default}</span> : null}
      </div>
      {card.bankName ? <p className="saved-card__bank">{card.bankName}</p> : null}
      <Form method="post" preventScrollReset className="saved-card__form">
        <input type="hidden" name={INTENT_FIELD} value={CARD_INTENTS.remove} />
        <input type="hidden" name={CARD_TOKEN_FIELD} value={card.cardToken} />
        <SubmitButton variant="secondary" busy={busy} aria-describedby={nameId}>
          {LABELS.paymentMethods.delete}
        </SubmitButton>
      </Form>
      <div role="alert" className="saved-card__answer">
        {answer && !answer.ok ? <p className="saved-card__message">{answer.message}</p> : null}
      </div>
    </li>
  );
}

/**
 * What the last DELETE was answered, when no card says it: the success (a toast once hydrated, in place
 * before), or a refusal about a card no longer listed.
 */
function CardNotice({ tokens }: { tokens: readonly string[] }) {
  const hydrated = useHydrated();
  const answer = useCardAnswer();
  const token = answer?.values?.[CARD_TOKEN_FIELD] ?? "";
  const shown = answer && (answer.ok || !tokens.includes(token)) ? answer : undefined;
  useEffect(() => {
    if (hydrated && shown?.message) showToast(shown.message, { tone: shown.ok ? "success" : "danger" });
  }, [hydrated, shown]);
  if (hydrated || !shown?.message) return null;
  if (shown.ok) return <FormNotice message={shown.message} />;
  return (
    <div role="alert" className="saved-card__answer">
      <p className="saved-card__message">{shown.message}</p>
    </div>
  );
}

/**
 * /account/payment-methods, My Payment Methods (spec 3 §2 account menu, §3 saved card, §7 savedCards,
 * deletePaymentCard): the account menu and the shopper's saved cards by network and last four digits,
 * the default one marked, each with DELETE; rendered on the server for the shopper the cookies name.
 * Cards are saved on the gateway's page when paying (never typed here).
 */
export function PaymentMethodsPage({ cards }: { cards: readonly SavedCard[] }) {
  return (
    <div className="account-page container">
      <h1 className="account-page__title">{LABELS.header.myAccount}</h1>
      <div className="account-layout">
        <AccountMenu />
        <section className="account-layout__content" aria-labelledby="my-payment-methods-heading">
          <h2 id="my-payment-methods-heading" className="account-page__subtitle">
            {LABELS.account.myPaymentMethods}
          </h2>
          <CardNotice tokens={cards.map((card) => card.cardToken)} />
          <h3 className="saved-cards__title">{LABELS.paymentMethods.savedCards}</h3>
          {cards.length === 0 ? (
            <p className="saved-cards__empty">{MESSAGES.payment.noSavedCards}</p>
          ) : (
            <ul className="saved-cards">
              {cards.map((card, index) => (
                <SavedCardItem key={card.cardToken} card={card} index={index} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
