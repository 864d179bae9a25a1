import { MESSAGES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { cardFields, typedCard } from "./card-entry";

const year = String(new Date().getFullYear() + 1);
const card = { number: "4111 1111 1111 1111", name: "Asha Rao", month: "12", year, cvv: "123" };

describe("a card typed on a sandbox's card page", () => {
  it("comes out as its digits, the declined test card marked", () => {
    expect(typedCard(card)).toEqual({ number: "4111111111111111", declined: false });
    expect(typedCard({ ...card, number: "4000 0000 0000 0002" })).toEqual({
      number: "4000000000000002",
      declined: true,
    });
  });

  it("is refused field by field with the spec's card rules", () => {
    const refused = typedCard({
      number: "4111 1111 1111 1112",
      name: " ",
      month: "1",
      year: "2000",
      cvv: "12",
    });
    expect(refused).toEqual({
      errors: {
        number: expect.any(String),
        name: MESSAGES.payment.invalidCardDetails,
        expiry: expect.any(String),
        cvv: MESSAGES.payment.notValidCvv,
      },
    });
  });

  it("keeps what was typed but the CVV, with each field's error under it", () => {
    const html = cardFields({ cvv: "Wrong CVV" }, { ...card, name: 'A "quoted" name' });
    expect(html).toContain('value="A &#34;quoted&#34; name"');
    expect(html).toContain(`<option selected>${year}</option>`);
    expect(html).not.toContain('value="123"');
    expect(html).toContain('<p class="error" role="alert">Wrong CVV</p>');
  });
});
