import { ADMIN_MESSAGES, type Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminRole, AdminStaffMember } from "../features/staff/staff-data";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import Staff, { clientLoader, ErrorBoundary } from "./staff";
import StaffMember, { clientAction as memberAction, clientLoader as memberLoader } from "./staff-member";
import AddStaff, { clientAction as addAction, clientLoader as addLoader } from "./staff-new";

const ROLES: AdminRole[] = [
  { id: 1, name: "owner", label: "Owner", permissions: [], builtIn: true, members: 1 },
  { id: 2, name: "operations", label: "Operations", permissions: ["jobs:read"], builtIn: true, members: 1 },
];

const OWNER: AdminStaffMember = {
  id: 7,
  name: "Meera Iyer",
  email: "owner@example.in",
  role: { id: 1, name: "owner", label: "Owner" },
  brandIds: null,
  centreIds: null,
  disabled: false,
  lastSignInAt: "2026-11-28T10:04:05.000Z",
};

const PACKER: AdminStaffMember = {
  id: 12,
  name: "Arjun Rao",
  email: "arjun@example.in",
  role: { id: 2, name: "operations", label: "Operations" },
  brandIds: [3, 4],
  centreIds: [2],
  disabled: false,
  lastSignInAt: null,
};

const WRITE: Permission[] = ["staff:read", "staff:write"];

function renderStaff(path: string, handler: FakeHandler, permissions: Permission[] = WRITE) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/staff", Component: Staff, loader: clientLoader, ErrorBoundary },
    { path: "/staff/new", Component: AddStaff, loader: addLoader, action: addAction, ErrorBoundary },
    {
      path: "/staff/:userId",
      Component: StaffMember,
      loader: memberLoader,
      action: memberAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

/** The API's answers to the lists, and `write` to a change. */
const lists =
  (staff: AdminStaffMember[], write: FakeHandler = () => errorAnswer(500, "INTERNAL", "no")): FakeHandler =>
  (call) => {
    if (call.method !== "GET") return write(call);
    return call.url === "/admin/api/roles" ? jsonAnswer(200, { roles: ROLES }) : jsonAnswer(200, { staff });
  };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the staff list", () => {
  it("shows each member's role, scope, access and last sign-in, with Add staff and Edit for the owner", async () => {
    renderStaff("/staff", lists([OWNER, { ...PACKER, disabled: true }]));
    const table = await screen.findByRole("table", { name: "Staff members" });
    const [, first, second] = within(table).getAllByRole("row");
    if (!first || !second) throw new Error("no rows");
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells(first).slice(0, 5)).toEqual([
      "Meera Iyer",
      "owner@example.in",
      "Owner",
      "Brands: allCentres: all",
      "Active",
    ]);
    expect(cells(second).slice(0, 6)).toEqual([
      "Arjun Rao",
      "arjun@example.in",
      "Operations",
      "Brands: 3, 4Centres: 2",
      "Disabled",
      "Never",
    ]);
    expect(within(second).getByRole("link", { name: "Edit Arjun Rao" }).getAttribute("href")).toBe(
      "/staff/12",
    );
    expect(screen.getByRole("link", { name: "Add staff" })).toBeTruthy();
  });

  it("offers no change to a role that may only look", async () => {
    renderStaff("/staff", lists([OWNER]), ["staff:read"]);
    await screen.findByRole("table", { name: "Staff members" });
    expect(screen.queryByRole("link", { name: "Add staff" })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Edit/ })).toBeNull();
  });

  it("says when there is nobody to list", async () => {
    renderStaff("/staff", lists([]));
    expect(await screen.findByText("No staff yet.")).toBeTruthy();
  });

  it("refuses the add form to a role that may only look, without asking for its data", async () => {
    const server = renderStaff("/staff/new", lists([]), ["staff:read"]);
    expect(await screen.findByRole("heading", { name: "Your role does not allow this" })).toBeTruthy();
    expect(screen.getByText("Your role does not allow this (staff:write).")).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});

describe("adding a staff member", () => {
  it("sends the form and shows the first password once, in its own box", async () => {
    const server = renderStaff(
      "/staff/new",
      lists([], () => jsonAnswer(200, { member: PACKER, firstPassword: "s3cret-first-pass" })),
    );
    await screen.findByRole("heading", { name: "Add staff" });
    type("E-mail address", "arjun@example.in");
    type("First name", "Arjun");
    type("Last name (optional)", "Rao");
    type("Role", "2");
    type("Brand ids", "3, 4 3");
    fireEvent.click(screen.getByRole("button", { name: "Add staff member" }));

    const box = await screen.findByRole("region", { name: "First password for Arjun Rao" });
    expect(within(box).getByText("s3cret-first-pass").tagName).toBe("CODE");
    expect(box.textContent).toContain("It is shown only this once.");
    expect(screen.getByRole("status").textContent).toBe(
      "Arjun Rao (arjun@example.in) is now Operations staff.",
    );
    expect(
      server.calls.filter((call) => call.method === "POST").map(({ url, body }) => ({ url, body })),
    ).toEqual([
      {
        url: "/admin/api/staff",
        body: {
          email: "arjun@example.in",
          firstName: "Arjun",
          lastName: "Rao",
          roleId: 2,
          brandIds: [3, 4],
          centreIds: null,
        },
      },
    ]);
    // Nowhere but on the page: not in the address, not in the browser's storage.
    expect(globalThis.location.href).not.toContain("s3cret");
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain("s3cret");
  });

  it("shows the server's refusal of an e-mail that has an account, and scope typos before sending", async () => {
    const server = renderStaff(
      "/staff/new",
      lists([], () => errorAnswer(409, "EMAIL_TAKEN", ADMIN_MESSAGES.staff.emailTaken)),
    );
    await screen.findByRole("heading", { name: "Add staff" });
    type("E-mail address", "shopper@example.in");
    type("First name", "Asha");
    type("Role", "2");
    type("Centre ids", "2, north");
    fireEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Centre ids: write whole numbers");
    expect(server.calls.filter((call) => call.method === "POST")).toEqual([]);

    type("Centre ids", "");
    fireEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    expect(await screen.findByText(ADMIN_MESSAGES.staff.emailTaken)).toBeTruthy();
    expect(screen.getByLabelText("E-mail address").getAttribute("aria-describedby")).toBe("staff-new-error");
    expect(screen.queryByRole("region", { name: /First password/ })).toBeNull();
  });
});

describe("editing a staff member", () => {
  it("shows their role and scope, and saves a change", async () => {
    const server = renderStaff(
      "/staff/12",
      lists([OWNER, PACKER], (call) =>
        jsonAnswer(200, { ...PACKER, disabled: (call.body as { disabled: boolean }).disabled }),
      ),
    );
    await screen.findByRole("heading", { name: "Arjun Rao" });
    expect((screen.getByLabelText("Role") as HTMLSelectElement).value).toBe("2");
    expect((screen.getByLabelText("Brand ids") as HTMLInputElement).value).toBe("3, 4");
    fireEvent.click(screen.getByRole("checkbox", { name: /Disabled/ }));
    type("Brand ids", "");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findByText(/is disabled/)).textContent).toBe(
      "Arjun Rao is disabled: they cannot sign in, and a session they had has ended.",
    );
    expect(
      server.calls.filter((call) => call.method === "PUT").map(({ url, body }) => ({ url, body })),
    ).toEqual([
      { url: "/admin/api/staff/12", body: { roleId: 2, brandIds: null, centreIds: [2], disabled: true } },
    ]);
  });

  it("shows the server's refusal to leave the store without an owner", async () => {
    renderStaff(
      "/staff/7",
      lists([OWNER], () => errorAnswer(409, "LAST_OWNER", ADMIN_MESSAGES.staff.lastOwner)),
    );
    await screen.findByRole("heading", { name: "Meera Iyer" });
    type("Role", "2");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.staff.lastOwner);
  });

  it("says Not found for a member that is not there", async () => {
    renderStaff("/staff/99", lists([OWNER]));
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
  });
});
