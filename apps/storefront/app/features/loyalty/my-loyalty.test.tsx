// @vitest-environment happy-dom
import { type LoyaltyMoreInfo, MESSAGES } from "@odin/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { LoyaltyView } from "./loyalty-view";
import { MyLoyalty } from "./my-loyalty";

afterEach(cleanup);

const POINTS = {
  brands: [
    {
      brandCode: "nw",
      brandName: "Neelam Weaves",
      pointsEarned: 2_800,
      loyaltyValue: 250_000,
      loyaltyBalance: 2_500,
    },
    {
      brandCode: "kc",
      brandName: "Kesar & Kin",
      pointsEarned: 120_000,
      loyaltyValue: 12_345_600,
      loyaltyBalance: 123_456,
    },
  ],
  totals: { pointsEarned: 122_800, loyaltyValue: 12_595_600, loyaltyBalance: 125_956 },
};

const INFO: LoyaltyMoreInfo = {
  brandCode: "nw",
  brandName: "Neelam Weaves",
  tier: "Silver",
  points: 2_500,
  value: 250_000,
  pointsEarnedInWindow: 2_500,
  tiers: [
    { name: "Classic", minPoints: 0, earnPercent: 5 },
    { name: "Silver", minPoints: 1_500, earnPercent: 7 },
  ],
  upgradeCriteria: "You hold the highest tier.",
  earn: "Earn 7 points for every ₹100 you pay.",
  burn: "Points pay for Neelam Weaves items.",
  conversion: "1 point = ₹1",
  expiry: "Points expire 365 days after they are earned.",
  downgrade: "You move down to Classic.",
};

let shown: LoyaltyView = { kind: "error" };
const Shown = () => <MyLoyalty view={shown} />;
const Stub = createRoutesStub([{ path: "/account", Component: Shown }]);

function show(view: LoyaltyView) {
  shown = view;
  render(<Stub initialEntries={["/account"]} />);
}

const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);

describe("My Loyalty", () => {
  it("shows the table of the spec with a more-info link per brand and the totals", () => {
    show({ kind: "points", points: POINTS, moreInfo: null });
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("YOU'VE EARNED LOYALTY POINTS");
    const [head, nw, kc, total] = screen.getAllByRole("row") as HTMLElement[];
    expect(
      within(head as HTMLElement)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Brands", "Points Earned", "Loyalty Value", "Loyalty Balance"]);
    expect(cells(nw as HTMLElement)).toEqual(["Neelam WeavesMore info", "2,800", "₹2,500", "2,500"]);
    expect(cells(kc as HTMLElement)).toEqual(["Kesar & KinMore info", "1,20,000", "₹1,23,456", "1,23,456"]);
    expect(cells(total as HTMLElement)).toEqual(["Total", "1,22,800", "₹1,25,956", "1,25,956"]);
    const more = screen.getByRole("link", { name: "More info about Kesar & Kin" });
    expect(more.getAttribute("href")).toBe("/account?loyaltyBrand=Kesar+%26+Kin#loyalty");
    expect(document.getElementById("loyalty")).toBeTruthy();
  });

  it("opens a brand's programme under the table, with a way back", () => {
    show({ kind: "points", points: POINTS, moreInfo: { brandName: "Neelam Weaves", info: INFO } });
    const view = screen.getByRole("region", { name: "Neelam Weaves loyalty programme" });
    expect(within(view).getByText("Silver", { selector: "dd" })).toBeTruthy();
    expect(within(view).getByText(INFO.earn)).toBeTruthy();
    expect(within(view).getByText(INFO.downgrade)).toBeTruthy();
    expect(within(view).getByText("Silver: from 1,500 points, earns 7%").getAttribute("aria-current")).toBe(
      "true",
    );
    expect(within(view).getByRole("link", { name: "Close" }).getAttribute("href")).toBe("/account#loyalty");
  });

  it("says why a brand's programme cannot be shown", () => {
    show({
      kind: "points",
      points: POINTS,
      moreInfo: { brandName: "Nobody", problem: MESSAGES.loyalty.unknownProgramme },
    });
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.loyalty.unknownProgramme);
  });

  it("has an empty state, and the spec's message when the points could not be read", () => {
    show({ kind: "points", points: { brands: [], totals: POINTS.totals }, moreInfo: null });
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText(MESSAGES.loyalty.noPoints)).toBeTruthy();
    cleanup();
    show({ kind: "error" });
    expect(screen.getByRole("alert").textContent).toBe(
      "Oops! Something went wrong while fetching Loyalty Data.",
    );
  });
});
