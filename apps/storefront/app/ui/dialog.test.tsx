// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { modalDialogs, pressEscape } from "../testing/dialog";
import { Dialog, type DialogProps, dialogControl } from "./dialog";
import { showToast } from "./toast";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** A dialog with its opener, as a feature writes them. */
function Owner(props: Partial<DialogProps> & { onChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    props.onChange?.(next);
    setOpen(next);
  };
  return (
    <>
      <button type="button" {...dialogControl("size-chart", "show-modal", () => change(true))}>
        Size Chart
      </button>
      <Dialog
        id="size-chart"
        title="Size Chart"
        closeLabel="Close"
        {...props}
        open={open}
        onOpenChange={change}
      >
        <a href="/sizes">All sizes</a>
      </Dialog>
    </>
  );
}

const dialog = () => document.getElementById("size-chart") as HTMLDialogElement;

/** A dialog open from its first render, as the bag's coupon error is. */
function OpenAtFirst({
  onChange,
  openInHtml = true,
}: {
  onChange: (open: boolean) => void;
  openInHtml?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const change = (next: boolean) => {
    onChange(next);
    setOpen(next);
  };
  return (
    <Dialog
      id="coupon"
      title="Coupon"
      closeLabel="Close"
      open={open}
      openInHtml={openInHtml}
      onOpenChange={change}
    >
      <p>Expired</p>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("is drawn closed on the server, named by its heading, with invoker commands on its buttons", () => {
    const html = renderToString(<Owner lightDismiss />);
    expect(html).toContain(
      '<button type="button" aria-haspopup="dialog" commandfor="size-chart" command="show-modal">Size Chart</button>',
    );
    expect(html).toMatch(
      /^.*<dialog id="size-chart" aria-labelledby="size-chart-title" closedby="any" class="dialog dialog--centred">/,
    );
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain('<h2 id="size-chart-title" class="dialog__title">Size Chart</h2>');
    expect(html).toMatch(
      /<button type="button" aria-label="Close" commandfor="size-chart" command="close" class="icon-button dialog__close">/,
    );
  });

  it("opens as a modal dialog, closes with its close button and gives focus back to the opener", () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} />);
    const opener = screen.getByRole("button", { name: "Size Chart" });
    opener.focus();
    fireEvent.click(opener);
    expect(modalDialogs()).toEqual([dialog()]);
    expect(screen.getByRole("dialog", { name: "Size Chart" })).toBe(dialog());
    act(() => screen.getByRole("link", { name: "All sizes" }).focus());
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onChange.mock.calls).toEqual([[true], [false], [false]]);
  });

  it("closes on Escape", () => {
    render(<Owner />);
    fireEvent.click(screen.getByRole("button", { name: "Size Chart" }));
    pressEscape(dialog());
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Size Chart" }));
    expect(dialog().open).toBe(true);
  });

  it("lets an Escape handler close it its own way", () => {
    const onCancel = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<Owner onCancel={onCancel} />);
    fireEvent.click(screen.getByRole("button", { name: "Size Chart" }));
    pressEscape(dialog());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
  });

  it("closes on a press on the backdrop only with lightDismiss", () => {
    render(<Owner lightDismiss />);
    fireEvent.click(screen.getByRole("button", { name: "Size Chart" }));
    fireEvent.click(screen.getByRole("link", { name: "All sizes" }));
    expect(dialog().open).toBe(true);
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
    cleanup();

    render(<Owner />);
    fireEvent.click(screen.getByRole("button", { name: "Size Chart" }));
    fireEvent.click(dialog());
    expect(dialog().open).toBe(true);
  });

  it("tells its owner when the browser opened it before hydration", async () => {
    const onChange = vi.fn();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Owner />);
    document.body.append(container);
    dialog().showModal();
    await act(async () => {
      hydrateRoot(container, <Owner onChange={onChange} />);
    });
    expect(onChange.mock.calls).toEqual([[true]]);
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog().open).toBe(false);
  });

  it("with openInHtml, is drawn open in the server's HTML and becomes modal once hydrated", async () => {
    const onChange = vi.fn();
    expect(renderToString(<OpenAtFirst onChange={onChange} openInHtml={false} />)).not.toMatch(
      /<dialog[^>]* open/,
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(<OpenAtFirst onChange={onChange} />);
    expect(container.innerHTML).toMatch(/<dialog id="coupon"[^>]* open=""/);
    document.body.append(container);
    const shown = document.getElementById("coupon") as HTMLDialogElement;
    expect([shown.open, modalDialogs()]).toEqual([true, []]);
    await act(async () => {
      hydrateRoot(container, <OpenAtFirst onChange={onChange} />);
    });
    expect(modalDialogs()).toEqual([shown]);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(shown.open).toBe(false);
    expect(onChange.mock.calls.flat()).not.toContain(true);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it("shows the toast inside while open, as the page's own region is inert behind a modal dialog", () => {
    render(<Owner />);
    act(() => showToast("Saved"));
    const region = dialog().querySelector('.toaster[role="status"]');
    expect(region?.textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Size Chart" }));
    expect(region?.textContent).toBe("Saved");
  });
});

describe("the dialog stylesheet", () => {
  it("holds the page still while any modal dialog is open", () => {
    const stylesheet = readFileSync(`${import.meta.dirname}/../styles/dialog.css`, "utf8");
    expect(stylesheet).toMatch(/:root:has\(dialog:modal\) \{\s*overflow: hidden;\s*\}/);
  });
});
