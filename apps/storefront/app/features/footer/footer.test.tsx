import type { FooterLinks } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../testing/render-with-router";
import { Footer } from "./footer";

const FOOTER: FooterLinks = {
  links: [
    {
      label: "Shop",
      url: "",
      children: [
        { label: "Men", url: "/men", children: [] },
        { label: "Women", url: "/women", children: [] },
      ],
    },
    {
      label: "Help",
      url: "/customercare",
      children: [{ label: "Returns", url: "/customercare#returns", children: [] }],
    },
  ],
  footerSeoList: [
    {
      footerTitle: "About Odin",
      footerDescription: "<p>Fashion <strong>for all</strong>.</p>",
      alignment: "VERTICAL",
    },
    {
      footerTitle: "Popular searches",
      footerDescription: '<ul><li><a href="/kurtis">Kurtis</a></li></ul>',
      alignment: "HORIZONTAL",
    },
  ],
  copyright: "© 2025 Odin Retail Pvt. Ltd.",
};

const html = renderWithRouter(<Footer footer={FOOTER} newsletter="new" />);

describe("Footer", () => {
  it("renders a newsletter form that posts to the newsletter page's action", () => {
    expect(html).toMatch(/<form method="post" action="\/newsletter"/);
    expect(html).toContain('<label for="newsletter-email"');
    expect(html).toContain('type="email"');
  });

  it("renders link columns, SEO blocks with their alignment, copyright and fixed links", () => {
    expect(html).toContain('href="/women"');
    expect(html).toContain('href="/customercare#returns"');
    expect(html).toContain("footer-seo__block--vertical");
    expect(html).toContain("footer-seo__block--horizontal");
    expect(html).toContain("<p>Fashion <strong>for all</strong>.</p>");
    expect(html).toContain("© 2025 Odin Retail Pvt. Ltd.");
    for (const [href, label] of [
      ["/whoweare", "WHO WE ARE"],
      ["/customercare", "FREQUENTLY ASKED QUESTIONS"],
      ["/contactus", "CONTACT US"],
      ["/privacypolicy", "Privacy Policy"],
      ["/termsconditions", "Terms and Conditions"],
    ]) {
      expect(html).toContain(`href="${href}">${label}</a>`);
    }
    expect(html).toMatch(/<button type="button" class="back-to-top">.*BACK TO TOP<\/button>/);
  });

  it("links the social profiles with names and never to #", () => {
    for (const name of ["Facebook", "Instagram", "X (Twitter)", "YouTube"]) {
      expect(html).toContain(`aria-label="${name} (opens in a new tab)"`);
    }
    expect(html).toContain('href="https://www.facebook.com/odinstore"');
    expect(html).not.toContain('href="#"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
