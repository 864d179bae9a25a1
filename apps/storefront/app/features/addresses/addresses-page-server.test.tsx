import { type Address, MESSAGES } from "@odin/contracts";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import AccountAddresses from "../../routes/account-addresses";
import { savedAddress, TYPED_ADDRESS } from "../../testing/address-data";
import type { AddressAnswer } from "./address-forms";

const PATH = "/account/addresses";

/** The page as the server sends it: what a shopper without scripts (or before them) gets. */
function serverHtml(addresses: Address[], options: { url?: string; posted?: AddressAnswer } = {}): string {
  const router = createMemoryRouter(
    [{ id: "addresses", path: PATH, Component: AccountAddresses, action: () => null }],
    {
      initialEntries: [options.url ?? PATH],
      hydrationData: {
        loaderData: { addresses: { addresses } },
        ...(options.posted ? { actionData: { addresses: options.posted } } : {}),
      },
    },
  );
  // React's markers between adjacent texts (`<!-- -->`) say nothing a reader sees.
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

const forms = (html: string) => [...html.matchAll(/<form[^>]*>(.*?)<\/form>/gs)].map((match) => match[0]);
const intentOf = (form: string) => form.match(/name="intent" value="([\w-]+)"/)?.[1];
const inputOf = (html: string, id: string) =>
  html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? "";

const HOME = savedAddress(1, {
  isDefault: true,
  landmark: "Near Metro Cinema",
  alternateNumber: "9000000001",
});
const OFFICE = savedAddress(2, {
  firstName: "Ravi",
  pincode: "560001",
  city: "Bangalore",
  state: "Karnataka",
});

describe("My Addresses before its scripts run", () => {
  it("makes every control a plain form posted to the page, or a link, and disables none", () => {
    const html = serverHtml([HOME, OFFICE]);
    const posted = forms(html);
    for (const form of posted) {
      expect(form).toMatch(/^<form[^>]* action="\/account\/addresses"/);
      expect(form).toMatch(/^<form[^>]* method="post"/);
    }
    expect(posted.map(intentOf)).toEqual([
      "address-delete",
      "address-delete",
      "address-default",
      "address-add",
    ]);
    expect(posted[2]).toContain('<input type="hidden" name="addressId" value="2"/>');
    expect(html).not.toContain("disabled");
    expect(html).toContain('href="/account/addresses?edit=1"');
    expect(html).toContain('href="/account/addresses?edit=2"');
  });

  it("shows each address's name, lines, city, state, pincode and phones, and which is the default", () => {
    const html = serverHtml([HOME, OFFICE]);
    expect(html).toContain(
      "Flat 4B, Sea View, 12 Marine Drive<br/>Near Metro Cinema<br/>Mumbai, Maharashtra - 400001",
    );
    expect(html).toContain("Phone: 9876543210, 9000000001");
    expect(html).toMatch(/<span class="address-card__badge">Default<\/span>/);
    expect(html.match(/address-card__badge/g)).toHaveLength(1);
  });

  it("opens an address's form filled in from ?edit={id}, with CANCEL back to the list", () => {
    const html = serverHtml([HOME, OFFICE], { url: `${PATH}?edit=2` });
    const edit = forms(html).find((form) => intentOf(form) === "address-edit") ?? "";
    expect(edit).toContain('<input type="hidden" name="addressId" value="2"/>');
    expect(inputOf(edit, "address-2-firstName")).toContain('value="Ravi"');
    expect(inputOf(edit, "address-2-firstName")).toContain("autofocus");
    expect(inputOf(edit, "address-2-pincode")).toContain('value="560001"');
    expect(edit).toContain('name="isDefault"');
    expect(edit).toMatch(/<a href="\/account\/addresses"[^>]*>CANCEL<\/a>/);
    expect(html).toContain("Edit address");
    expect(html).not.toContain('href="/account/addresses?edit=2"');
    // The default address stays the default until another takes over: no box to untick.
    const home = serverHtml([HOME], { url: `${PATH}?edit=1` });
    expect(forms(home).find((form) => intentOf(form) === "address-edit")).not.toContain('name="isDefault"');
  });

  it("draws a refused new address again with what was typed and each field's message tied to it", () => {
    const typed = { ...TYPED_ADDRESS, firstName: "R2", isDefault: "true" };
    const html = serverHtml([HOME], {
      posted: {
        intent: "address-add",
        ok: false,
        fieldErrors: { firstName: MESSAGES.address.nameLettersOnly },
        values: typed,
      },
    });
    expect(html).toMatch(/<details open class="address-add">/);
    const field = inputOf(html, "address-new-firstName");
    expect(field).toContain('value="R2"');
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain('aria-describedby="address-new-firstName-error"');
    expect(field).toContain("autofocus");
    expect(html).toContain(
      '<p id="address-new-firstName-error" class="field__error">Name must have only alpabets</p>',
    );
    expect(inputOf(html, "address-new-address")).toContain(`value="${TYPED_ADDRESS.address}"`);
    expect(inputOf(html, "address-new-isDefault")).toContain("checked");
  });

  it("opens a refused edit again on its address, and says a refused delete on its card", () => {
    const edit = serverHtml([HOME, OFFICE], {
      posted: {
        intent: "address-edit",
        ok: false,
        fieldErrors: { pincode: MESSAGES.pincode.notDelivered },
        values: { ...TYPED_ADDRESS, addressId: "2", pincode: "999999" },
      },
    });
    expect(inputOf(edit, "address-2-pincode")).toContain('value="999999"');
    expect(edit).toContain("Sorry! we currently don't deliver to this pincode");
    const refused = serverHtml([HOME, OFFICE], {
      posted: {
        intent: "address-delete",
        ok: false,
        fieldErrors: {},
        message: "Try later",
        values: { addressId: "2" },
      },
    });
    expect(refused).toContain('<p class="address-card__message">Try later</p>');
    expect(refused).not.toContain("address-notice");
  });

  it("says a posted success in the page, and a refusal about an address gone meanwhile", () => {
    const saved = serverHtml([HOME], {
      posted: {
        intent: "address-default",
        ok: true,
        message: MESSAGES.address.defaultChanged,
        values: { addressId: "1" },
      },
    });
    expect(saved).toContain(
      '<div role="status" class="address-notice"><p class="address-notice__message">This is now your default delivery address.</p></div>',
    );
    const gone = serverHtml([HOME], {
      posted: {
        intent: "address-delete",
        ok: false,
        fieldErrors: {},
        message: MESSAGES.address.notFound,
        values: { addressId: "7" },
      },
    });
    expect(gone).toMatch(/<div role="alert" class="address-notice">/);
  });

  it("says so when no address is saved, with the new address form open", () => {
    const html = serverHtml([]);
    expect(html).toContain(MESSAGES.address.noneSaved);
    expect(html).toMatch(/<details open class="address-add">/);
    expect(html).not.toContain("address-list__item");
  });
});
