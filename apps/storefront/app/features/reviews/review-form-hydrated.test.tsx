// @vitest-environment happy-dom
import { MESSAGES } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReviewForm } from "./review-form";

/** The write form once its scripts run: photos upload at once, with their progress (spec 2 §5). */

interface SentUpload {
  progress(loaded: number, total: number): void;
  finish(status: number, body: unknown): void;
}

let sent: SentUpload[] = [];

/** An XMLHttpRequest the test finishes by hand: the upload stays on its way until then. */
class ManualXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  response: unknown = null;
  responseType = "";
  open() {}
  setRequestHeader() {}
  send() {
    sent.push({
      progress: (loaded, total) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
      finish: (status, body) => {
        this.status = status;
        this.response = body;
        this.onload?.();
      },
    });
  }
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal("XMLHttpRequest", ManualXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Rendered in the browser: `render` runs the effects, so the form is hydrated when it returns. */
function renderForm() {
  const element = <ReviewForm styleId={101} colour="Red" sizes={["M"]} review={null} />;
  const router = createMemoryRouter([{ path: "/", element, action: async () => null }]);
  render(<RouterProvider router={router} />);
}

const photo = () => new File([new Uint8Array(2048)], "kurta.jpg", { type: "image/jpeg" });

describe("the review form once hydrated", () => {
  it("uploads a picked photo at once with its progress, and SUBMIT waits for it", async () => {
    renderForm();
    const input = screen.getByLabelText("Add photos (JPEG, PNG or WebP)");
    fireEvent.change(input, { target: { files: [photo()] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]?.progress(1024, 2048);
    await waitFor(() => expect(screen.getByText("Uploading 50%")).toBeTruthy());

    fireEvent.click(screen.getByLabelText("5 stars"));
    fireEvent.input(screen.getByLabelText("Your review"), { target: { value: "Lovely colour." } });
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    await waitFor(() => expect(screen.getByText(MESSAGES.reviews.waitForUpload)).toBeTruthy());

    const imagePath = "/review-images/0b0c2b4e-5d7a-4f6e-9a1b-2c3d4e5f6a7b.webp";
    sent[0]?.finish(200, { imagePath });
    await waitFor(() =>
      expect(document.querySelector(`input[name="images"][value="${imagePath}"]`)).toBeTruthy(),
    );
    expect(screen.queryByText("Uploading 50%")).toBeNull();
  });

  it("refuses a photo above the size limit without sending it", async () => {
    renderForm();
    const tooLarge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    fireEvent.change(screen.getByLabelText("Add photos (JPEG, PNG or WebP)"), {
      target: { files: [tooLarge] },
    });
    await waitFor(() => expect(screen.getByText(MESSAGES.reviews.imageTooLarge)).toBeTruthy());
    expect(sent).toHaveLength(0);
  });
});
