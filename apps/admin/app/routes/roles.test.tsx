import { ADMIN_MESSAGES, PERMISSION_NAMES, PERMISSIONS, type Permission } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminRole } from "../features/staff/staff-data";
import { ROLE_NAME_PATTERN, ROLE_NAME_RULE } from "../features/staff/staff-rules";
import { rememberSession } from "../lib/session";
import { errorAnswer, type FakeHandler, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import EditRole, { clientAction as editAction, clientLoader as editLoader } from "./role-edit";
import AddRole, { clientAction as addAction, clientLoader as addLoader } from "./role-new";
import Roles, { clientLoader, ErrorBoundary } from "./roles";

const OWNER: AdminRole = {
  id: 1,
  name: "owner",
  label: "Owner",
  permissions: [...PERMISSION_NAMES],
  builtIn: true,
  members: 1,
};
const OPERATIONS: AdminRole = {
  id: 2,
  name: "operations",
  label: "Operations",
  permissions: ["orders:read", "jobs:read"],
  builtIn: true,
  members: 3,
};
const PACKERS: AdminRole = {
  id: 6,
  name: "packers",
  label: "Packers",
  permissions: [],
  builtIn: false,
  members: 0,
};

const WRITE: Permission[] = ["staff:read", "staff:write"];

function renderRoles(path: string, handler: FakeHandler, permissions: Permission[] = WRITE) {
  rememberSession(staffSession(permissions));
  const server = fakeFetch(handler);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/staff/roles", Component: Roles, loader: clientLoader, ErrorBoundary },
    { path: "/staff/roles/new", Component: AddRole, loader: addLoader, action: addAction, ErrorBoundary },
    {
      path: "/staff/roles/:roleId",
      Component: EditRole,
      loader: editLoader,
      action: editAction,
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return server;
}

const roles =
  (list: AdminRole[], write: FakeHandler = () => errorAnswer(500, "INTERNAL", "no")): FakeHandler =>
  (call) =>
    call.method === "GET" ? jsonAnswer(200, { roles: list }) : write(call);

const box = (permission: Permission) =>
  screen.getByRole("checkbox", { name: `${PERMISSIONS[permission]} ${permission}` }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the roles list", () => {
  it("shows each role's permissions and members, with Add role and Edit for the owner", async () => {
    renderRoles("/staff/roles", roles([OWNER, OPERATIONS]));
    const table = await screen.findByRole("table", { name: "Roles" });
    const [, owner, operations] = within(table).getAllByRole("row");
    if (!owner || !operations) throw new Error("no rows");
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells(owner).slice(0, 4)).toEqual(["Ownerowner", "Every permission", "1", "Built in"]);
    expect(cells(operations).slice(0, 4)).toEqual([
      "Operationsoperations",
      "orders:readjobs:read",
      "3",
      "Built in",
    ]);
    expect(
      within(operations).getByRole("link", { name: "Edit the Operations role" }).getAttribute("href"),
    ).toBe("/staff/roles/2");
    expect(screen.getByRole("link", { name: "Add role" })).toBeTruthy();
  });

  it("offers no change to a role that may only look, and says when there is none", async () => {
    renderRoles("/staff/roles", roles([OPERATIONS]), ["staff:read"]);
    await screen.findByRole("table", { name: "Roles" });
    expect(screen.queryByRole("link", { name: "Add role" })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Edit/ })).toBeNull();
    cleanup();
    renderRoles("/staff/roles", roles([]));
    expect(await screen.findByText("No roles yet.")).toBeTruthy();
  });
});

describe("adding a role", () => {
  it("offers every permission by what it acts on, described, and sends the ones ticked", async () => {
    const server = renderRoles(
      "/staff/roles/new",
      roles([], (call) => jsonAnswer(200, { ...PACKERS, ...(call.body as object), id: 6 })),
    );
    await screen.findByRole("heading", { name: "Add role" });
    const orders = screen.getByRole("group", { name: "Orders" });
    expect(within(orders).getAllByRole("checkbox")).toHaveLength(2);
    fireEvent.change(screen.getByLabelText("Label"), { target: { value: "Packers" } });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "packers" } });
    fireEvent.click(box("orders:read"));
    fireEvent.click(box("orders:write"));
    fireEvent.click(screen.getByRole("button", { name: "Add role" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "The Packers role (packers) holds 2 permissions.",
    );
    expect(
      server.calls.filter((call) => call.method === "POST").map(({ url, body }) => ({ url, body })),
    ).toEqual([
      {
        url: "/admin/api/roles",
        body: { name: "packers", label: "Packers", permissions: ["orders:read", "orders:write"] },
      },
    ]);
  });

  it("says what a name needs before sending, and shows the server's refusal of one taken", async () => {
    const server = renderRoles(
      "/staff/roles/new",
      roles([], () => errorAnswer(409, "ROLE_TAKEN", ADMIN_MESSAGES.staff.roleTaken)),
    );
    await screen.findByRole("heading", { name: "Add role" });
    // The browser checks the name's pattern first; the action checks it again when it does not.
    expect(screen.getByLabelText("Name").getAttribute("pattern")).toBe(ROLE_NAME_PATTERN);
    const body = new FormData();
    body.append("label", "Packers");
    body.append("name", "Packers!");
    const request = new Request("http://localhost/admin/staff/roles/new", { method: "POST", body });
    expect(await addAction({ request })).toEqual({ error: `Name: ${ROLE_NAME_RULE}` });
    expect(server.calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Label"), { target: { value: "Operations" } });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "operations" } });
    fireEvent.click(screen.getByRole("button", { name: "Add role" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.staff.roleTaken);
    expect(screen.getByLabelText("Label").getAttribute("aria-describedby")).toBe("role-error");
  });
});

describe("editing a role", () => {
  it("shows the permissions it holds and saves the change", async () => {
    const server = renderRoles(
      "/staff/roles/2",
      roles([OWNER, OPERATIONS], (call) => jsonAnswer(200, { ...OPERATIONS, ...(call.body as object) })),
    );
    await screen.findByRole("heading", { name: "Operations" });
    expect(box("jobs:read").checked).toBe(true);
    expect(box("jobs:write").checked).toBe(false);
    fireEvent.click(box("jobs:write"));
    fireEvent.click(box("orders:read"));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findByText(/^Saved:/)).textContent).toBe(
      "Saved: the Operations role holds 2 permissions.",
    );
    expect(
      server.calls.filter((call) => call.method === "PUT").map(({ url, body }) => ({ url, body })),
    ).toEqual([
      { url: "/admin/api/roles/2", body: { label: "Operations", permissions: ["jobs:read", "jobs:write"] } },
    ]);
  });

  it("draws the owner's boxes checked and fixed, with the reason, and keeps every permission on saving", async () => {
    const server = renderRoles(
      "/staff/roles/1",
      roles([OWNER], () => jsonAnswer(200, { ...OWNER, label: "Proprietor" })),
    );
    await screen.findByRole("heading", { name: "Owner" });
    for (const permission of PERMISSION_NAMES) {
      expect(box(permission).checked).toBe(true);
      expect(box(permission).disabled).toBe(true);
    }
    expect(screen.getByRole("group", { name: "Permissions" }).getAttribute("aria-describedby")).toBe(
      "owner-fixed",
    );
    expect(screen.getByText(ADMIN_MESSAGES.staff.ownerKeepsEverything)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Label"), { target: { value: "Proprietor" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/^Saved:/);
    expect(server.calls.find((call) => call.method === "PUT")?.body).toEqual({
      label: "Proprietor",
      permissions: PERMISSION_NAMES,
    });
  });

  it("shows the server's refusal in its own words", async () => {
    renderRoles(
      "/staff/roles/1",
      roles([OWNER], () => errorAnswer(409, "OWNER_ROLE_FIXED", ADMIN_MESSAGES.staff.ownerKeepsEverything)),
    );
    await screen.findByRole("heading", { name: "Owner" });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ADMIN_MESSAGES.staff.ownerKeepsEverything);
  });
});
