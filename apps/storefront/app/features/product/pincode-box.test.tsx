// @vitest-environment happy-dom
import { MESSAGES, routes, type Sku, STORAGE_KEYS } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELIVERY_FIXTURE, sku } from "../../testing/product-data";
import { PincodeBox } from "./pincode-box";

const api = await vi.hoisted(async () => (await import("../../testing/route-answers")).routeAnswers());
vi.mock("../../lib/browser-api", () => ({ browserApi: () => api }));

const ok = (data: unknown) => ({ ok: true, status: 200, data });
const failed = (status: number) => ({
  ok: false,
  status,
  data: { errors: [{ status, code: "x", detail: "x" }] },
});
const STORES = {
  currentLocation: { coordinates: { latitude: 12.97, longitude: 77.59 } },
  stores: [
    {
      code: "NW-BLR-01",
      name: "Northwind - Indiranagar, Bengaluru",
      address: "12, 100 Feet Road",
      city: "Bengaluru",
      pincode: "560038",
      phone: "080 4000 1234",
      openingHours: "11AM to 10PM",
      distance: 2.4,
      coordinates: { latitude: 12.97, longitude: 77.64 },
      quantity: 3,
    },
  ],
};

const box = (selected: Sku | undefined) => render(<PincodeBox sku={selected} />);
const input = () => screen.getByRole("textbox", { name: "Pincode" }) as HTMLInputElement;

async function check(pincode: string) {
  fireEvent.input(input(), { target: { value: pincode } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "CHECK" }));
  });
}

beforeEach(() => {
  localStorage.clear();
  api.reset();
});
afterEach(cleanup);

describe("pincode validation", () => {
  it.each([
    ["", MESSAGES.pincode.enterPincode],
    ["56OO01", MESSAGES.pincode.onlyDigits],
    ["5600", "Please enter 6 Digits"],
  ])("refuses %j with %j and calls nothing", async (value, message) => {
    box(undefined);
    await check(value);
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(api.call).not.toHaveBeenCalled();
  });

  it("saves a valid pincode and asks for a size when none is selected", async () => {
    box(undefined);
    await check("560001");
    expect(await screen.findByText(MESSAGES.product.selectSize)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentlyUsedPincode) ?? "[]")[0].pincode).toBe(
      "560001",
    );
    expect(api.call).not.toHaveBeenCalled();
  });
});

describe("delivery options", () => {
  it("shows the options of the selected size in display order with their dates", async () => {
    api.answer(routes.deliveryInfo, ok(DELIVERY_FIXTURE));
    box(sku(5001, "S"));
    await check("560001");
    await waitFor(() => expect(document.querySelectorAll(".delivery-option")).toHaveLength(4));
    expect(api.callsTo(routes.deliveryInfo)).toEqual([
      [{ pincode: "560001", skuId: 5001, defaultRequired: "true" }],
    ]);
    const labels = Array.from(document.querySelectorAll(".delivery-option__label")).map(
      (el) => el.textContent,
    );
    expect(labels).toEqual([
      "Pickup from the nearest",
      "Delivery Today",
      "Delivery Tomorrow",
      "Delivery within 5-7 days",
    ]);
    const dates = Array.from(document.querySelectorAll("time")).map((el) => el.textContent);
    expect(dates).toEqual(["05 Mar '25", "05 Mar '25", "06 Mar '25", "12 Mar '25"]);
    expect(screen.getByText("Northwind - Indiranagar, Bengaluru · 2.4 km")).toBeTruthy();
    expect(document.querySelector(".pincode-box__result")?.getAttribute("aria-live")).toBe("polite");
  });

  it("explains store pickup in a toggle tip", async () => {
    api.answer(routes.deliveryInfo, ok(DELIVERY_FIXTURE));
    box(sku(5001, "S"));
    await check("560001");
    const tip = await screen.findByRole("button", { name: "About store pickup" });
    expect(tip.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(tip);
    expect(tip.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(tip.getAttribute("aria-controls") ?? "")?.textContent).toBe(
      MESSAGES.product.pickupInfo,
    );
  });

  it("uses the saved pincode as soon as a size is chosen", async () => {
    localStorage.setItem(
      STORAGE_KEYS.recentlyUsedPincode,
      JSON.stringify([{ pincode: "400001", lastModifiedDate: "2025-01-01T00:00:00.000Z" }]),
    );
    api.answer(routes.deliveryInfo, ok({ ...DELIVERY_FIXTURE, pincode: "400001" }));
    const { rerender } = box(undefined);
    await waitFor(() => expect(input().value).toBe("400001"));
    expect(screen.queryByText(MESSAGES.product.selectSize)).toBeNull();
    rerender(<PincodeBox sku={sku(5002, "M")} />);
    await screen.findByText("Delivery options for 400001");
    expect(api.callsTo(routes.deliveryInfo)[0]).toEqual([
      { pincode: "400001", skuId: 5002, defaultRequired: "true" },
    ]);
  });

  it.each([
    [failed(404), MESSAGES.pincode.notDelivered],
    [ok({ ...DELIVERY_FIXTURE, deliveryOptions: [] }), MESSAGES.pincode.notDelivered],
    [failed(500), MESSAGES.generic.somethingWentWrong],
  ])("shows a message when the look-up fails (%#)", async (answer, message) => {
    api.answer(routes.deliveryInfo, answer);
    box(sku(5001, "S"));
    await check("110001");
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe("stores near you", () => {
  it("asks for a size before looking for stores", async () => {
    box(undefined);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "STORES NEAR YOU" }));
    });
    expect(screen.getByText(MESSAGES.product.selectSizeBeforeStores)).toBeTruthy();
    expect(api.callsTo(routes.stores)).toEqual([]);
  });

  it("needs a valid pincode", async () => {
    box(sku(5001, "S"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "STORES NEAR YOU" }));
    });
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.pincode.enterPincode);
    expect(api.callsTo(routes.stores)).toEqual([]);
  });

  it("lists the stores holding the size", async () => {
    api.answer(routes.deliveryInfo, ok(DELIVERY_FIXTURE));
    api.answer(routes.stores, ok(STORES));
    box(sku(5001, "S"));
    fireEvent.input(input(), { target: { value: "560001" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "STORES NEAR YOU" }));
    });
    expect(await screen.findByText("Stores near 560001 with your size")).toBeTruthy();
    expect(api.callsTo(routes.stores)).toEqual([[{ skuId: 5001, pincode: "560001" }]]);
    expect(screen.getByRole("link", { name: "080 4000 1234" }).getAttribute("href")).toBe("tel:08040001234");
  });

  it("says so when no store nearby holds the size", async () => {
    api.answer(routes.deliveryInfo, ok(DELIVERY_FIXTURE));
    api.answer(routes.stores, ok({ ...STORES, stores: [] }));
    box(sku(5001, "S"));
    fireEvent.input(input(), { target: { value: "560001" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "STORES NEAR YOU" }));
    });
    expect(
      await screen.findByText("None of our stores near this pincode has your size right now."),
    ).toBeTruthy();
  });
});
