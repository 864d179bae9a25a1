import type { Shopper, StorefrontServices } from "@odin/contracts";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import MyBag, { action, loader } from "../routes/my-bag";
import { Toaster } from "../ui/toast";
import { testLoadContext } from "./load-context";

/** Renders /mybag with its loader and action over the bag a test stands in, and the page's toasts. */
export async function renderBagPage(bag: Partial<StorefrontServices["bag"]>, shopper: Shopper | null = null) {
  const { context } = testLoadContext({ services: { bag } as never, ...(shopper ? { shopper } : {}) });
  const Stub = createRoutesStub([{ path: "/mybag", Component: MyBag, loader, action }], context);
  render(
    <>
      <Stub initialEntries={["/mybag"]} />
      <Toaster />
    </>,
  );
  await screen.findByRole("heading", { level: 1, name: "Shopping Bag" });
}

/** What the toast says now. */
export const toastText = () => document.querySelector(".toaster")?.textContent ?? "";
