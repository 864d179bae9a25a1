// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { toastText } from "../../testing/bag-page-kit";
import { Toaster } from "../../ui/toast";
import { BAG_INTENTS, type BagAnswer } from "./bag-forms";
import { useBagAnswerToasts } from "./use-bag-form";

afterEach(cleanup);

/** The bag page's toasts alone, drawn again with each read of the bag: no item's form is on the page. */
function Page() {
  const reads = useLoaderData() as number;
  useBagAnswerToasts();
  return (
    <>
      <p>Read {reads} times</p>
      <Toaster />
    </>
  );
}

describe("useBagAnswerToasts", () => {
  it("toasts a form's answer whose form has already left the page", async () => {
    const answer: BagAnswer = {
      intent: BAG_INTENTS.remove,
      ok: true,
      message: "Oxford Shirt has been removed from your bag",
    };
    let reads = 0;
    const router = createMemoryRouter(
      [{ id: "mybag", path: "/mybag", action: () => answer, loader: () => ++reads, element: <Page /> }],
      { initialEntries: ["/mybag"] },
    );
    // The page is drawn once the first read is done, so that it mounts inside render's act(), which
    // runs its effects (the hook's subscription) before render returns. Drawn while still reading,
    // the page would mount later, outside act(), and on a busy machine the post below could settle
    // before its effects ran.
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe(({ initialized }) => {
        if (!initialized) return;
        stop();
        resolve();
      });
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText("Read 1 times")).toBeTruthy();
    // Every toast the page shows from now on: a toast lasts 3 s, which a busy machine can spend
    // before the post below has settled.
    const toasts: string[] = [];
    const watch = new MutationObserver(() => toasts.push(toastText()));
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    const formData = new FormData();
    formData.set("intent", BAG_INTENTS.remove);
    // Posted as an item's REMOVE posts, by a fetcher no mounted component reads.
    await act(() => router.fetch("remove-7", "mybag", "/mybag", { formMethod: "post", formData }));
    await waitFor(() => expect(toasts).toContain("Oxford Shirt has been removed from your bag"));
    watch.disconnect();
  });
});
