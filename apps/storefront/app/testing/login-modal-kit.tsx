/** Test support for the login modal's component tests: a fake API server, storage and a router. */
import { act, cleanup, configure, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import type { CaptchaSolver } from "../features/auth/captcha";
import { LoginModal, type LoginModalProps } from "../features/auth/login-modal";
import type { LoginSettingsOverrides } from "../features/auth/modal-services";
import type { OpenLoginRequest } from "../features/auth/open-login";
import { pageShell } from "../features/auth/page-shell";
import { resetSessionStoreForTests } from "../features/auth/session-store";
import { createApiClient } from "../lib/api/client";
import type { StorageLike } from "../lib/api/types";
import { Toaster } from "../ui/toast";
import { errorResponseOf, fakeFetch, jsonResponse, type RecordedCall, storages } from "./fake-fetch";

// Answers arrive in a few milliseconds; the margin is for a machine busy with parallel test files.
configure({ asyncUtilTimeout: 5_000 });

/** Each test of the file starts afresh: an empty page, analytics layer and session store. */
export function startEachTestAfresh(): void {
  beforeEach(() => {
    window.dataLayer = [];
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
    resetSessionStoreForTests();
  });
}

export const TOKENS = { access_token: "a.b.c", refresh_token: "r", token_type: "Bearer", expires_in: 900 };
export const ACCOUNT = {
  userId: 7,
  userInfo: { firstName: "Asha", lastName: "Rao" },
  emails: [{ emailID: "asha@example.com", verified: true }],
  mobileNumbers: [{ type: "PRIMARY", phoneNumber: "9876543210", verified: true }],
  roles: ["ROLE_END_USER"],
};
export const OTP_SENT = { sessionID: "otp-session-1", resendAfterSeconds: 30, expiresInSeconds: 300 };

/** An error answer in the API shape with a code and data. */
export function problem(
  status: number,
  code: string,
  detail: string,
  data?: Record<string, unknown>,
): Response {
  return jsonResponse(status, { errors: [{ status, code, detail, ...(data ? { data } : {}) }] });
}

export type Routes = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

/** `POST /auth/token` answered by grant type. */
export function tokenRoute(byGrant: Record<string, (call: RecordedCall) => Response>): Routes[string] {
  return (call) => {
    const grant = (call.body as { grant_type?: string }).grant_type ?? "";
    return byGrant[grant]?.(call) ?? errorResponseOf(400, "unexpected grant");
  };
}

/** Shows the modal until it closes itself, as the login host does. */
function Harness({ onClosed, ...props }: LoginModalProps) {
  const [open, setOpen] = useState(true);
  return open ? (
    <LoginModal
      {...props}
      onClosed={() => {
        onClosed();
        setOpen(false);
      }}
    />
  ) : null;
}

export interface ModalOptions {
  request?: OpenLoginRequest;
  settings?: LoginSettingsOverrides;
  routes?: Routes;
  solveCaptcha?: CaptchaSolver;
  path?: string;
  local?: StorageLike;
}

export function renderModal(options: ModalOptions = {}) {
  const routes: Routes = {
    "/api/user/account": () => jsonResponse(200, ACCOUNT),
    "/api/user/password-rule": () => jsonResponse(200, { data: { regex: "^\\S{8,}$", errorMessage: "x" } }),
    "/auth/logout": () => jsonResponse(200, { loggedOut: true }),
    ...options.routes,
  };
  const server = fakeFetch((call) => routes[call.path]?.(call) ?? errorResponseOf(404, "no such route"));
  const storage = storages();
  if (options.local) storage.local = options.local;
  const api = createApiClient({ fetch: server.fetch, storage, reload: vi.fn() });
  const onClosed = vi.fn();
  const solveCaptcha: CaptchaSolver = options.solveCaptcha ?? (async () => "captcha-token");
  const opener = document.createElement("button");
  opener.textContent = "Opener";
  document.body.append(opener);
  opener.focus();

  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <Harness
              request={options.request ?? {}}
              opener={opener}
              settings={options.settings}
              shell={pageShell}
              services={{ api, local: storage.local, session: storage.session, solveCaptcha }}
              onClosed={onClosed}
            />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [options.path ?? "/"] },
  );
  render(<RouterProvider router={router} />);
  return { server, storage, onClosed, opener, router };
}

export function dialog(): HTMLDialogElement {
  return screen.getByRole("dialog") as HTMLDialogElement;
}

export function type(label: string | RegExp, value: string): void {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

/**
 * Lets the fake API's answers arrive and the modal draw what follows them, a few turns over: an answer
 * may lead to a render whose effect calls again. (Preact's `act` draws once when its callback is done,
 * where React's went on while work was queued.) With real timers only.
 */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

/** Presses a button by its name and lets the answers that follow arrive. */
export async function press(name: string | RegExp): Promise<void> {
  fireEvent.click(screen.getByRole("button", { name }));
  await settle();
}

/** The text of the toast region. */
export function toastText(): string {
  return document.querySelector(".toaster")?.textContent ?? "";
}

export function trackedEvents(): string[] {
  return (window.dataLayer ?? []).map((entry) => entry.event);
}
