import { describe, expect, it } from "vitest";
import * as account from "./account/messages";
import * as alerts from "./alerts/messages";
import * as bag from "./bag/messages";
import * as catalog from "./catalog/messages";
import * as checkout from "./checkout/messages";
import * as content from "./content/messages";
import * as delivery from "./delivery/messages";
import * as favourites from "./favourites/messages";
import * as invoices from "./invoices/messages";
import * as loyalty from "./loyalty/messages";
import { formatMessage, LABELS, MESSAGES } from "./messages";
import * as orders from "./orders/messages";
import * as payments from "./payments/messages";
import * as returns from "./returns/messages";
import * as reviews from "./reviews/messages";
import * as search from "./search/messages";
import * as shared from "./shared/messages";
import * as support from "./support/messages";

type Slice = { messages?: object; labels?: object; formats?: object };
const slices: Record<string, Slice> = {
  account,
  bag,
  catalog,
  checkout,
  content,
  delivery,
  favourites,
  invoices,
  loyalty,
  orders,
  payments,
  returns,
  reviews,
  search,
  shared,
  support,
  alerts,
};

/** Every key of one part (messages, labels or formats) of every slice, with the slices that define it. */
function owners(part: keyof Slice): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [name, slice] of Object.entries(slices)) {
    for (const key of Object.keys(slice[part] ?? {})) found.set(key, [...(found.get(key) ?? []), name]);
  }
  return found;
}

describe("messages composed from the domain slices", () => {
  it.each(["messages", "labels", "formats"] as const)("gives each area of %s to one slice only", (part) => {
    const overlapping = [...owners(part)].filter(([, names]) => names.length > 1);
    expect(overlapping).toEqual([]);
  });

  it("keeps every area of every slice, as the same object", () => {
    const composed = { messages: MESSAGES, labels: LABELS, formats: formatMessage };
    for (const part of ["messages", "labels", "formats"] as const) {
      expect(Object.keys(composed[part]).sort()).toEqual([...owners(part).keys()].sort());
    }
    expect(MESSAGES.otp).toBe(account.messages.otp);
    expect(LABELS.bag).toBe(bag.labels.bag);
  });

  it("fills templates from their slice's wording", () => {
    expect(formatMessage.pincodeDigits(6)).toBe("Please enter 6 Digits");
    expect(formatMessage.miniBagMoreItems(5)).toBe("(3) more item(s) in cart");
    expect(formatMessage.quantityLimit(3, "Slim Fit Shirt")).toBe("You can add only 3 of Slim Fit Shirt");
    expect(formatMessage.bagLinkName(1)).toBe("Bag, 1 item");
    expect(formatMessage.wholeNumberRange(1, 20)).toBe("Please enter a whole number from 1 to 20.");
    expect(formatMessage.maxCharacters(40)).toBe("Please use at most 40 characters.");
  });
});
