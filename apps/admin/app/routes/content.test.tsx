import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../lib/session";
import { LIST } from "../testing/content";
import { fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { staffSession } from "../testing/staff";
import Content, { clientLoader, ErrorBoundary } from "./content";

function renderList(answer: () => Response) {
  rememberSession(staffSession(["content:read"]));
  const server = fakeFetch(answer);
  vi.stubGlobal("fetch", server.fetch);
  const Stub = createRoutesStub([
    { path: "/content", Component: Content, loader: clientLoader, ErrorBoundary },
  ]);
  render(<Stub initialEntries={["/content"]} />);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the content list", () => {
  it("lists the documents, each linking to its page, with its draft and scheduled publish", async () => {
    const server = renderList(() => jsonAnswer(200, LIST));
    const table = await screen.findByRole("table", { name: "Content" });
    const home = within(table).getByRole("link", { name: "Home page" });
    expect(home.getAttribute("href")).toBe("/content/master_template/home");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Draft not published");
    expect(rows[1]?.textContent).toContain("2026");
    expect(rows[2]?.textContent).toContain("Navigation and promo band");
    expect(server.calls.map((call) => call.url)).toEqual(["/admin/api/content"]);
  });

  it("says so when there is nothing the staff member may edit", async () => {
    renderList(() => jsonAnswer(200, { documents: [] }));
    expect(await screen.findByText("No documents you may edit.")).toBeTruthy();
  });
});
