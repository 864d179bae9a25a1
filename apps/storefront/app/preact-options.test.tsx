// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { useEffect, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

afterEach(cleanup);

/** What a counter's clicks and effects did, in order. */
const seen: string[] = [];

function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    seen.push(`effect ${count}`);
  }, [count]);
  const click = () => {
    seen.push(`click ${count}`);
    setCount(count + 1);
  };
  return (
    <button type="button" onClick={click}>
      {count}
    </button>
  );
}

describe("the runtime's options (preact-options.ts, set up for the tests too)", () => {
  it("writes no suppressHydrationWarning attribute, server or browser", () => {
    expect(renderToString(<time suppressHydrationWarning>now</time>)).toBe("<time>now</time>");
    const { container } = render(<p suppressHydrationWarning>text</p>);
    expect(container.innerHTML).toBe("<p>text</p>");
  });

  it("runs a render's effects before the next event reaches a handler, as React does", async () => {
    const { getByRole } = render(<Counter />);
    const button = getByRole("button");
    // Outside Testing Library's `act`, as a shopper's taps come: the render is drawn, its effect waits.
    button.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await Promise.resolve();
    expect(button.textContent).toBe("1");
    button.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(seen).toEqual(["effect 0", "click 0", "effect 1", "click 1"]);
  });
});
