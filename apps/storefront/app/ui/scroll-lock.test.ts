// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { holdScroll } from "./scroll-lock";

const locked = () => document.body.classList.contains("scroll-locked");

afterEach(() => {
  holdScroll("login", false);
  holdScroll("menu", false);
});

describe("holdScroll", () => {
  it("locks the page while any panel holds it", () => {
    holdScroll("menu", true);
    holdScroll("login", true);
    expect(locked()).toBe(true);
    holdScroll("menu", false);
    expect(locked()).toBe(true);
    holdScroll("login", false);
    expect(locked()).toBe(false);
  });

  it("counts a panel once however often it holds", () => {
    holdScroll("menu", true);
    holdScroll("menu", true);
    holdScroll("menu", false);
    expect(locked()).toBe(false);
  });
});
