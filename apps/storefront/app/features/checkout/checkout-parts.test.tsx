// @vitest-environment happy-dom
import { LABELS } from "@odin/contracts";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginGate } from "../auth/login-gate";
import { OPEN_LOGIN_EVENT, type OpenLoginRequest } from "../auth/open-login";
import { CheckoutFooter } from "./checkout-footer";
import type { CheckoutAnswer } from "./checkout-forms";
import { CheckoutHeader } from "./checkout-header";
import { CodCaptcha } from "./cod-captcha";
import { CodVerification } from "./cod-verification";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders `element` in a router (links and forms need one). */
function inRouter(element: ReactElement) {
  const router = createMemoryRouter([{ path: "/checkout/payment", element }], {
    initialEntries: ["/checkout/payment"],
  });
  render(<RouterProvider router={router} />);
}

describe("the checkout's header and footer", () => {
  it("marks the current step of the two", async () => {
    inRouter(<CheckoutHeader step="payment" />);
    const steps = await screen.findAllByRole("listitem");
    expect(steps.map((step) => [step.textContent, step.getAttribute("aria-current")])).toEqual([
      ["Step 1 of 2: Shipping", null],
      ["Step 2 of 2: Payment", "step"],
    ]);
  });

  it("keeps only the security badges, the copyright and the privacy and terms links", async () => {
    inRouter(<CheckoutFooter copyright="© 2026 Odin" />);
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Privacy Policy", "Terms and Conditions"]);
    expect(screen.getByText("100% secure payments")).toBeTruthy();
    expect(screen.getByText("© 2026 Odin")).toBeTruthy();
  });
});

it("asks a guest to log in and opens the login modal, going on to shipping after it", async () => {
  const requests: OpenLoginRequest[] = [];
  const listen = (event: Event) => requests.push((event as CustomEvent<OpenLoginRequest>).detail);
  window.addEventListener(OPEN_LOGIN_EVENT, listen);
  inRouter(<LoginGate destination="/checkout/shipping" />);
  const login = await screen.findByRole("link", { name: LABELS.login.login });
  expect(screen.getByText("Please Login To Continue")).toBeTruthy();
  expect(login.getAttribute("href")).toBe("#login=loginSubV2&destination=%2Fcheckout%2Fshipping");
  expect(requests).toEqual([{ destination: "/checkout/shipping", toast: "Please Login To Continue" }]);
  window.removeEventListener(OPEN_LOGIN_EVENT, listen);
});

it("shows the verified message for 5 s, then that the number is verified (spec 3 §4, §9)", async () => {
  vi.useFakeTimers();
  const verified: CheckoutAnswer = {
    intent: "verifyCodOtp",
    ok: true,
    message: "ok",
    values: { sessionID: "s" },
  };
  inRouter(
    <CodVerification
      mobileNumber="9876543210"
      session={{ sessionID: "s", verified: true, answer: verified }}
    />,
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
  expect(screen.getByRole("status").textContent).toBe("Your phone number has been verified.");
  await act(async () => {
    await vi.advanceTimersByTimeAsync(4_900);
  });
  expect(screen.getByRole("status").textContent).toBe("Your phone number has been verified.");
  await act(async () => {
    await vi.advanceTimersByTimeAsync(200);
  });
  expect(screen.getByRole("status").textContent).toBe("Mobile number verified");
});

it("solves cash on delivery's captcha as it mounts, posts the solution once and hides when it passed", async () => {
  let solved: (token: string) => void = () => {};
  const solve = vi.fn(() => new Promise<string | undefined>((resolve) => (solved = resolve)));
  const posted: string[] = [];
  const onChecked = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/checkout/payment",
        element: <CodCaptcha solve={solve} onChecked={onChecked} />,
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(`${form.get("intent")}:${form.get("captchaToken")}`);
          return { intent: "checkCodCaptcha", ok: true, message: "Security check passed." };
        },
      },
    ],
    { initialEntries: ["/checkout/payment"] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText("Checking that you are not a robot…")).toBeTruthy();
  expect(onChecked).not.toHaveBeenCalled();
  await act(async () => solved("solved-token"));
  await waitFor(() => expect(onChecked).toHaveBeenCalledTimes(1));
  expect(posted).toEqual(["checkCodCaptcha:solved-token"]);
  expect(screen.queryByRole("status")).toBeNull();
  expect(solve).toHaveBeenCalledTimes(1);
});
