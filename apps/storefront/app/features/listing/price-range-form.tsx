import { customPriceProblem, FILTER_KEYS, LABELS, PRICE_FILTER, readCustomPrice } from "@odin/contracts";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../ui/button";
import { customPriceHref, keepsScroll, type ListingAddress, PRICE_FORM_FIELDS } from "./listing-links";

interface Range {
  min: string;
  max: string;
}

/** Query entries the form carries along when it submits before hydration (GET to the same page). */
const DROPPED = new Set<string>([
  FILTER_KEYS.customPrice,
  FILTER_KEYS.price,
  FILTER_KEYS.page,
  PRICE_FORM_FIELDS.min,
  PRICE_FORM_FIELDS.max,
]);
const carriedEntries = (search: string) =>
  [...new URLSearchParams(search)].filter(([key]) => !DROPPED.has(key));

/** The first broken rule of spec 2 §5, the rule the server checks too; undefined when valid. */
export function priceRangeError(range: Range): string | undefined {
  return customPriceProblem(range.min, range.max);
}

/** Shows a message for PRICE_FILTER.errorDisplayMs; showing it again restarts the time. */
function useTimedMessage(): [string | undefined, (message: string) => void] {
  const [shown, setShown] = useState<{ message: string; at: number }>();
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(undefined), PRICE_FILTER.errorDisplayMs);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return [shown?.message, (message) => setShown({ message, at: Date.now() })];
}

interface PriceRangeFormProps {
  address: ListingAddress;
  /** The applied range, or what the shopper typed last. */
  draft: Range;
  onApplied?: () => void;
}

/**
 * Custom price range (spec 2 §5). Validated on submit and after 2 s without typing; a message shows
 * for 5 s. Before hydration the form submits with GET and the loader applies or rejects the range.
 */
export function PriceRangeForm({ address, draft, onApplied }: PriceRangeFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [range, setRange] = useState<Range>(draft);
  const [error, showError] = useTimedMessage();
  const idleTimer = useRef<number | undefined>(undefined);

  useEffect(() => setRange({ min: draft.min, max: draft.max }), [draft.min, draft.max]);
  useEffect(() => () => window.clearTimeout(idleTimer.current), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = {
      ...range,
      [event.target.name === PRICE_FORM_FIELDS.min ? "min" : "max"]: event.target.value,
    };
    setRange(next);
    window.clearTimeout(idleTimer.current);
    if (next.min.trim() === "" && next.max.trim() === "") return;
    idleTimer.current = window.setTimeout(() => {
      const message = priceRangeError(next);
      if (message) showError(message);
    }, PRICE_FILTER.keyboardIdleMs);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.clearTimeout(idleTimer.current);
    const parsed = readCustomPrice(range.min, range.max);
    if (!parsed.ok) {
      showError(parsed.message);
      return;
    }
    onApplied?.();
    navigate(customPriceHref(address, parsed.range), { preventScrollReset: keepsScroll(address.path) });
  };

  const errorId = `${id}-error`;
  const field = (name: "min" | "max") => (
    <div className="price-form__field">
      <label htmlFor={`${id}-${name}`}>{LABELS.listing[name]}</label>
      <input
        id={`${id}-${name}`}
        name={PRICE_FORM_FIELDS[name]}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={range[name]}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );

  return (
    <form className="price-form" method="get" action={address.path} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{LABELS.listing.customPrice}</legend>
        {carriedEntries(address.search).map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ))}
        <div className="price-form__row">
          {field("min")}
          {field("max")}
          <Button type="submit" variant="secondary" className="price-form__apply">
            {LABELS.listing.applyPrice}
          </Button>
        </div>
        <p id={errorId} className="price-form__error" role="alert">
          {error}
        </p>
      </fieldset>
    </form>
  );
}
