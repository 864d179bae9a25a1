import {
  type DeliveryInfo,
  formatMessage,
  LABELS,
  MESSAGES,
  PATTERNS,
  PINCODE,
  pincodeProblem,
  type Sku,
} from "@odin/contracts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { currentPincode, savePincode } from "../../lib/pincode";
import { Button } from "../../ui/button";
import { fetchDeliveryInfo, type Lookup } from "./delivery-api";
import { DeliveryOptionList } from "./delivery-options";
import { NearbyStores } from "./nearby-stores";

/** Delivery options of the size to the pincode, looked up again whenever either changes. */
function useDeliveryInfo(pincode: string | undefined, skuId: number | undefined): Lookup<DeliveryInfo> {
  const [state, setState] = useState<Lookup<DeliveryInfo>>({ status: "idle" });
  useEffect(() => {
    if (!pincode || skuId === undefined) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    void fetchDeliveryInfo(pincode, skuId).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [pincode, skuId]);
  return state;
}

function DeliveryResult({ state, needSize }: { state: Lookup<DeliveryInfo>; needSize: boolean }) {
  if (needSize) return <p className="product-error">{MESSAGES.product.selectSize}</p>;
  if (state.status === "loading") return <p>{LABELS.productPage.loading}</p>;
  if (state.status === "failed") return <p className="product-error">{state.message}</p>;
  if (state.status !== "ready") return null;
  return (
    <>
      <p className="pincode-box__for">{formatMessage.deliveryOptionsFor(state.value.pincode)}</p>
      <DeliveryOptionList options={state.value.deliveryOptions} />
    </>
  );
}

/**
 * The pincode box (spec 2 §2, §5): prefilled with the shopper's current pincode, validated with the
 * contracts' `pincodeProblem` (the rule `pincodeInput` applies on the server), saved to the pincode history, and showing the delivery options of the
 * selected size (asking for a size when none is selected) and, on demand, the stores holding it.
 */
export function PincodeBox({ sku }: { sku: Sku | undefined }) {
  const [input, setInput] = useState("");
  const [inputError, setInputError] = useState<string>();
  const [pincode, setPincode] = useState<string>();
  const [checked, setChecked] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const skuId = sku?.inStock ? sku.skuId : undefined;
  const delivery = useDeliveryInfo(pincode, skuId);

  // Prefilled from the pincode history, unless the shopper typed (or the browser restored) one.
  useEffect(() => {
    const saved = currentPincode();
    const value = inputRef.current?.value || saved;
    if (!value) return;
    setInput(value);
    if (value === saved) setPincode(saved);
  }, []);

  const checkPincode = async (): Promise<string | undefined> => {
    const problem = pincodeProblem(input);
    if (problem) {
      setInputError(problem);
      return undefined;
    }
    const value = input.trim();
    setInputError(undefined);
    // The history keeps only pincodes that can exist (not starting with 0); the server answers the rest.
    if (PATTERNS.pincode.test(value)) savePincode(value);
    setPincode(value);
    return value;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await checkPincode()) setChecked(true);
  };

  return (
    <section className="pincode-box" aria-labelledby={headingId}>
      <h2 className="product-section-title" id={headingId}>
        {LABELS.productPage.deliveryHeading}
      </h2>
      <form className="pincode-box__form" onSubmit={onSubmit} noValidate>
        <label className="pincode-box__label" htmlFor={inputId}>
          {LABELS.productPage.pincode}
        </label>
        <input
          className="pincode-box__input"
          ref={inputRef}
          id={inputId}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE.digits}
          placeholder={LABELS.productPage.pincodePlaceholder}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          aria-invalid={inputError ? true : undefined}
          aria-describedby={inputError ? errorId : undefined}
        />
        <Button type="submit" variant="secondary">
          {LABELS.productPage.checkPincode}
        </Button>
      </form>
      {inputError ? (
        <p className="product-error" id={errorId} role="alert">
          {inputError}
        </p>
      ) : null}
      <div className="pincode-box__result" aria-live="polite">
        <DeliveryResult state={delivery} needSize={checked && sku === undefined} />
      </div>
      <NearbyStores key={sku?.skuId ?? "none"} sku={sku} checkPincode={checkPincode} />
    </section>
  );
}
