import { describe, expect, it } from "vitest";
import { formatMessage, LABELS, MESSAGES } from "./messages";

/** Every slice's wording module, by path: `./<slice>/messages.ts`, `labels.ts` and `formats.ts`. */
const modules = import.meta.glob<Record<string, unknown>>("./*/{messages,labels,formats}.ts", {
  eager: true,
});
const PARTS = { messages: MESSAGES, labels: LABELS, formats: formatMessage } as const;
type Part = keyof typeof PARTS;

/** Every area of one part of every slice, with the slices that define it (the back office keeps its own wording; `wording/` composes). */
function owners(part: Part): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, module] of Object.entries(modules)) {
    const [, slice, file] = /^\.\/([\w-]+)\/(\w+)\.ts$/.exec(path) ?? [];
    if (file !== part || !slice || slice === "admin" || slice === "wording") continue;
    for (const key of Object.keys(module)) found.set(key, [...(found.get(key) ?? []), slice]);
  }
  return found;
}

describe("messages composed from the domain slices", () => {
  it.each(Object.keys(PARTS) as Part[])("gives each area of %s to one slice only", (part) => {
    const overlapping = [...owners(part)].filter(([, slices]) => slices.length > 1);
    expect(overlapping).toEqual([]);
  });

  it.each(Object.keys(PARTS) as Part[])(
    "composes every area of every slice's %s, as the same object",
    (part) => {
      const areas = owners(part);
      expect(areas.size).toBeGreaterThan(0);
      expect(Object.keys(PARTS[part]).sort()).toEqual([...areas.keys()].sort());
      for (const [area, [slice]] of areas)
        expect((PARTS[part] as Record<string, unknown>)[area]).toBe(modules[`./${slice}/${part}.ts`]?.[area]);
    },
  );

  it("fills templates from their slice's wording", () => {
    expect(formatMessage.pincodeDigits(6)).toBe("Please enter 6 Digits");
    expect(formatMessage.miniBagMoreItems(5)).toBe("(3) more item(s) in cart");
    expect(formatMessage.quantityLimit(3, "Slim Fit Shirt")).toBe("You can add only 3 of Slim Fit Shirt");
    expect(formatMessage.bagLinkName(1)).toBe("Bag, 1 item");
    expect(formatMessage.wholeNumberRange(1, 20)).toBe("Please enter a whole number from 1 to 20.");
    expect(formatMessage.maxCharacters(40)).toBe("Please use at most 40 characters.");
  });
});
