import { LABELS, PINCODE, pincodeProblem, type StoreLocatorBrand } from "@odin/contracts";
import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { focusField, SelectField, TextField } from "../../ui/field";
import { STORE_LOCATOR_PATH, STORE_SEARCH_KEYS } from "./store-search";
import { UseMyLocation } from "./use-my-location";

const BRAND_ID = "store-search-brand";
const PINCODE_ID = "store-search-pincode";

interface StoreSearchFormProps {
  brands: readonly StoreLocatorBrand[];
  brand: string;
  pincode: string;
  /** The pincode's broken rule, as the server found it. */
  pincodeError: string | null;
  locationError: string | null;
}

/**
 * The brand and pincode form (spec 2 §2, §5). A GET form to the page itself, so it works before
 * hydration and the server checks the pincode with the same rule; once hydrated the rule is checked
 * before the search is sent.
 */
export function StoreSearchForm({
  brands,
  brand,
  pincode,
  pincodeError,
  locationError,
}: StoreSearchFormProps) {
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? pincodeError;
  const options = [
    { label: LABELS.storeLocator.allBrands, value: "" },
    ...brands.map(({ brandName }) => ({ label: brandName, value: brandName })),
  ];

  function validate(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem(STORE_SEARCH_KEYS.pincode);
    const problem = pincodeProblem(input instanceof HTMLInputElement ? input.value : "");
    setClientError(problem ?? null);
    if (!problem) return;
    event.preventDefault();
    focusField(PINCODE_ID);
  }

  return (
    <Form
      method="get"
      action={STORE_LOCATOR_PATH}
      className="store-search"
      aria-label={LABELS.storeLocator.title}
      noValidate
      preventScrollReset
      onSubmit={validate}
    >
      <SelectField
        id={BRAND_ID}
        label={LABELS.storeLocator.brand}
        name={STORE_SEARCH_KEYS.brand}
        defaultValue={brands.some(({ brandName }) => brandName === brand) ? brand : ""}
        options={options}
      />
      <TextField
        id={PINCODE_ID}
        label={LABELS.storeLocator.pincode}
        name={STORE_SEARCH_KEYS.pincode}
        defaultValue={pincode}
        placeholder={LABELS.storeLocator.pincodePlaceholder}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={PINCODE.digits}
        error={error ?? undefined}
        liveError
        onChange={() => setClientError(null)}
      />
      <Button type="submit" className="store-search__submit">
        {LABELS.storeLocator.find}
      </Button>
      <UseMyLocation brandFieldId={BRAND_ID} serverError={locationError} />
    </Form>
  );
}
