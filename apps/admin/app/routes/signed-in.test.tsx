import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetSession } from "../lib/session";
import { SIGNED_IN_ROUTE } from "../lib/use-staff-session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import Audit, { ErrorBoundary as AuditError, clientLoader as auditLoader } from "./audit";
import Help, { clientLoader as helpLoader } from "./help";
import Home from "./home";
import SignedIn, { clientLoader } from "./signed-in";

function SignInPage() {
  return <h1>Sign in</h1>;
}

function renderAt(path: string, handler: FakeHandler) {
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/login", Component: SignInPage },
    {
      id: SIGNED_IN_ROUTE,
      path: "/",
      Component: SignedIn,
      loader: clientLoader,
      children: [
        { index: true, Component: Home },
        { path: "audit", Component: Audit, loader: auditLoader, ErrorBoundary: AuditError },
        { path: "help", Component: Help, loader: helpLoader },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

const menu = () => screen.getByRole("navigation", { name: "Back office" });
const menuEntries = () =>
  within(menu())
    .getAllByRole("link")
    .map((link) => link.textContent);

beforeEach(forgetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the signed-in frame", () => {
  it("shows who is signed in, Sign out, and the menu entries of every area the role allows", async () => {
    renderAt("/", () => jsonAnswer(200, staffSession(["audit:read", "orders:read"])));
    await screen.findByRole("heading", { name: "Hello, Meera Iyer" });
    expect(screen.getByRole("banner").textContent).toContain("Meera IyerOwner");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(menuEntries()).toEqual(["Orders", "Audit log", "Help"]);
    // The home page's cards are the same areas.
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Orders", "Audit log", "Help"]);
  });

  it("leaves out the entries of areas the role does not allow", async () => {
    renderAt("/", () =>
      jsonAnswer(200, staffSession(["orders:read", "catalogue:write"], { name: "ops", label: "Operations" })),
    );
    await screen.findByRole("heading", { name: "Hello, Meera Iyer" });
    expect(menuEntries()).toEqual(["Orders", "Help"]);
    expect(screen.queryByText("Audit log")).toBeNull();
  });

  it("says a page the role does not allow is refused, without asking the API for its data", async () => {
    const server = renderAt("/audit", () => jsonAnswer(200, staffSession(["orders:read"])));
    await screen.findByRole("heading", { name: "Your role does not allow this" });
    expect(screen.getByText("Your role does not allow this (audit:read).")).toBeTruthy();
    expect(screen.getByText("Read and export the audit log")).toBeTruthy();
    // Still inside the frame: the menu stays at hand.
    expect(menuEntries()).toEqual(["Orders", "Help"]);
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/session"]);
  });

  it("shows the API's refusal the same way when the server refuses a page the menu offered", async () => {
    renderAt("/audit", (call) =>
      call.url === "/admin/api/session"
        ? jsonAnswer(200, staffSession(["audit:read"]))
        : errorAnswer(403, "PERMISSION_REFUSED", "Your role does not allow this (audit:read)."),
    );
    await screen.findByRole("heading", { name: "Your role does not allow this" });
  });

  it("sends a staff member without a session to sign in", async () => {
    renderAt("/help", () => errorAnswer(401, "STAFF_SIGN_IN_REQUIRED", "Sign in to the back office."));
    await screen.findByRole("heading", { name: "Sign in" });
  });
});
