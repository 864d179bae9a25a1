import type { ContentList, ContentPage, MasterTemplate, Navigation } from "@odin/contracts";

/** The Content area's answers as the API gives them, for the pages' tests. */

export const HOME: MasterTemplate = {
  templateType: "HomeTemplate",
  brandId: "home",
  title: "Odin | Fashion",
  metaDescription: "Shop fashion.",
  legalBrandNames: [],
  urlPrefix: "",
  previewMode: false,
  isShareable: false,
  isFavoritable: false,
  isDesktop: true,
  sections: [
    {
      type: "banner_carousel",
      slides: [
        {
          image: "/images/b1.webp",
          alt: "Kurtas on a rail",
          url: "/women-kurtas",
          title: "Kurtas",
          subtitle: "New in",
        },
        { image: "/images/b2.webp", alt: "Sneakers", url: "/men-sneakers", title: "Sneakers" },
      ],
    },
    {
      type: "product_carousel",
      title: "New arrivals",
      query: "sort=newest",
      limit: 12,
      viewAllUrl: "/products",
    },
    { type: "rich_text", title: "About us", html: "<p>Hello</p>" },
  ],
};

export const NAVIGATION: Navigation = {
  menu: {
    level1: [
      {
        name: "Women",
        url: "/women",
        isMenuOpen: false,
        level2: [
          {
            name: "Ethnic",
            url: "",
            nodeType: "sub_header",
            level3: [{ name: "Kurtas", url: "/women-kurtas", nodeType: "collapsible" }],
          },
        ],
      },
      { name: "Men", url: "/men", isMenuOpen: false, level2: [] },
    ],
  },
  logos: [{ brandImage: "/images/logo.webp", alt: "Odin", url: "/" }],
  metaData: { topBandMessage: "Clearance sale", topBandUrl: "/sale" },
};

const COMMON = { history: [], schedule: null, updatedAt: "2026-11-29T09:00:00.000Z" };

export const HOME_PAGE: ContentPage = {
  kind: "master_template",
  key: "home",
  label: "Home page",
  live: HOME,
  draft: null,
  previewPath: "/?cmsPreview=1",
  ...COMMON,
};

export const HOME_WITH_DRAFT: ContentPage = {
  ...HOME_PAGE,
  draft: { ...HOME, title: "Odin | Festive" },
  schedule: { id: 4, publishAt: "2026-12-01T04:30:00.000Z", staffName: "Meera Iyer" },
};

export const NAVIGATION_PAGE: ContentPage = {
  kind: "navigation",
  key: "default",
  label: "Main navigation",
  live: NAVIGATION,
  draft: null,
  previewPath: "/?cmsPreview=1",
  ...COMMON,
};

export const TERMS_PAGE: ContentPage = {
  kind: "static_page",
  key: "terms",
  label: "Terms of use",
  live: { title: "Terms of use", description: "<p>Terms</p>" },
  draft: null,
  previewPath: "/termsconditions?cmsPreview=1",
  ...COMMON,
};

export const LIST: ContentList = {
  documents: [
    {
      kind: "master_template",
      key: "home",
      label: "Home page",
      hasDraft: true,
      updatedAt: "2026-11-29T09:00:00.000Z",
      schedule: { id: 4, publishAt: "2026-12-01T04:30:00.000Z", staffName: "Meera Iyer" },
    },
    {
      kind: "navigation",
      key: "default",
      label: "Main navigation",
      hasDraft: false,
      updatedAt: "2026-11-20T09:00:00.000Z",
      schedule: null,
    },
  ],
};
