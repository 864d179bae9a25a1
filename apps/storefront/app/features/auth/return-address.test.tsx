// @vitest-environment happy-dom
import { STORAGE_KEYS, sameSitePath } from "@odin/contracts";
import {
  FOREIGN_RETURN_ADDRESSES,
  SAME_SITE_RETURN_ADDRESSES,
  SITE,
  staysOnSite,
} from "@odin/contracts/testing";
import { cleanup } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storages } from "../../testing/fake-fetch";
import { renderModal, startEachTestAfresh } from "../../testing/login-modal-kit";
import { rememberDestination, takeDestination } from "./complete-login";

/**
 * The login modal's return addresses: the `returnTo` its social sign-in forms send, and where it goes
 * after a login. Each is a normalised path of this site (the server keeps it as it is), whatever the
 * destination asked for, the address of the page, or what storage held.
 */

startEachTestAfresh();

/** A normalised same-site path, or nothing: what a browser and the server both keep as it is. */
const kept = (value: string | null | undefined) =>
  staysOnSite(value) && (value === null || value === undefined || sameSitePath(value) === value);

function socialReturnTo(options: Parameters<typeof renderModal>[0]): string | undefined {
  renderModal(options);
  const value = document.querySelector<HTMLInputElement>(
    'form[action="/auth/social/google"] input[name="returnTo"]',
  )?.value;
  cleanup();
  return value;
}

/** The address bar's path and query of `address` opened on the store, as the browser's parser leaves them. */
function pageAddress(address: string): string | undefined {
  try {
    const url = new URL(address, `${SITE}/`);
    return url.origin === SITE ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

describe("the login modal's return addresses", () => {
  it("sends the social sign-in only a same-site path, whatever destination it was opened with", () => {
    const wrong = FOREIGN_RETURN_ADDRESSES.flatMap((destination) => {
      const returnTo = socialReturnTo({ request: { destination }, path: "/products?f-co=Blue" });
      return kept(returnTo) && returnTo ? [] : [`${JSON.stringify(destination)} -> ${returnTo}`];
    });
    expect(wrong, `${wrong.length} of ${FOREIGN_RETURN_ADDRESSES.length} wrong`).toEqual([]);
  });

  it("sends the social sign-in only a same-site path, on any page address", () => {
    const pages = FOREIGN_RETURN_ADDRESSES.map(pageAddress).filter((path) => path !== undefined);
    const wrong = pages.flatMap((path) => {
      // No returnTo at all only where the router serves no page to open the modal on.
      const returnTo = socialReturnTo({ path });
      return kept(returnTo) ? [] : [`${JSON.stringify(path)} -> ${returnTo}`];
    });
    expect(wrong, `${wrong.length} of ${pages.length} wrong`).toEqual([]);
  });

  it("keeps the store's own destinations, normalised", () => {
    for (const [destination, normalised] of SAME_SITE_RETURN_ADDRESSES) {
      expect(socialReturnTo({ request: { destination } })).toBe(normalised);
    }
  });

  it("goes after a login only to a same-site path, whatever was asked for or stored", () => {
    const wrong: string[] = [];
    for (const address of FOREIGN_RETURN_ADDRESSES) {
      const asked = storages();
      rememberDestination(asked.session, address);
      const stored = storages();
      stored.local.setItem(STORAGE_KEYS.goToRouteOnLogin, address);
      for (const { session, local } of [asked, stored]) {
        const destination = takeDestination(session, local);
        if (!kept(destination)) wrong.push(`${JSON.stringify(address)} -> ${destination}`);
      }
    }
    expect(wrong, `${wrong.length} of ${2 * FOREIGN_RETURN_ADDRESSES.length} wrong`).toEqual([]);
  });
});
