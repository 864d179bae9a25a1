import { bannerImageUrl, type MasterTemplate, type TemplateSection } from "@odin/contracts";
import type { BrandDef } from "./brands";
import {
  articleType,
  brandArticlePath,
  brandAssortment,
  brandGenderPath,
  brandNewArrivalsPath,
  brandSalePath,
  EXTRA_TEMPLATES,
  genderArticlePath,
  LINKS,
} from "./collections";

type Slide = Extract<TemplateSection, { type: "banner_carousel" }>["slides"][number];

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function slide(name: string, colour: string, url: string, title: string, subtitle: string): Slide {
  return {
    image: bannerImageUrl(name, colour, "desktop"),
    alt: `${title}: ${subtitle}`,
    url,
    title,
    subtitle,
  };
}

function carousel(title: string, query: string, viewAllUrl: string): TemplateSection {
  return { type: "product_carousel", title, query, limit: 20, viewAllUrl };
}

function template(
  fields: Pick<MasterTemplate, "templateType" | "brandId" | "title" | "metaDescription" | "sections"> &
    Partial<MasterTemplate>,
): MasterTemplate {
  return {
    legalBrandNames: [],
    urlPrefix: "",
    previewMode: false,
    isShareable: false,
    isFavoritable: false,
    isDesktop: true,
    ...fields,
  };
}

const HOME_SLIDES: readonly Slide[] = [
  slide("home-clearance", "#c62828", "/sale-70-off", "Clearance Sale", "Flat 70% off on top brands"),
  slide(
    "home-festive",
    "#8e2c48",
    "/festive-edit",
    "The Festive Edit",
    "Kurtas, sarees and more for the season",
  ),
  slide("home-neelam-weaves", "#9a5b13", "/nw", "Neelam Weaves", "New block-printed kurtis"),
  slide("home-denim", "#2d4f7c", "/fm", "Denim Days", "Flint Mills jeans in every fit"),
];

function homeSections(brands: readonly BrandDef[], slides: readonly Slide[]): TemplateSection[] {
  return [
    { type: "banner_carousel", slides: [...slides] },
    carousel("New Arrivals", "na&sort=newest", LINKS.newArrivals),
    carousel("On Sale", "os", LINKS.onSale),
    carousel("Trending Ethnic Wear", "f-br=nw--al--vv&sort=popularity", "/ethnic-wear"),
    carousel("Festive Picks", "f-oc=Festive&sort=popularity", "/festive-edit"),
    carousel("Polos from Urban Stripe", "f-br=us&sort=popularity", "/us"),
    {
      type: "tile_grid",
      title: "Shop by Brand",
      tiles: brands.map((brand) => ({
        image: bannerImageUrl(`tile-${brand.code}`, brand.colour, "mobile"),
        alt: brand.name,
        url: `/${brand.code}`,
        label: brand.name,
      })),
    },
    {
      type: "rich_text",
      title: "Fashion from India's favourite brands",
      html:
        "<p>Odin is the online home of <strong>17+ fashion brands</strong>, from handloom sarees to performance sneakers. " +
        'Browse <a href="/women">women</a>, <a href="/men">men</a> and <a href="/kids">kids</a>, ' +
        'or find a <a href="/store-locator">store near you</a> for pickup.</p>',
    },
  ];
}

export function homeTemplate(brands: readonly BrandDef[], preview = false): MasterTemplate {
  const slides = preview
    ? [
        slide(
          "home-monsoon-preview",
          "#2f7d8c",
          "/ml",
          "Preview: The Monsoon Edit",
          "Rain-ready colours from Monsoon Lane",
        ),
        ...HOME_SLIDES.slice(1),
      ]
    : HOME_SLIDES;
  return template({
    templateType: "HomeTemplate",
    brandId: "home",
    title: "Odin: online fashion shopping for men, women and kids",
    metaDescription:
      "Shop kurtas, sarees, jeans, polos, sneakers and more from 17+ Indian brands. Easy 15-day returns.",
    previewMode: preview,
    sections: homeSections(brands, slides),
  });
}

function categoryTiles(brand: BrandDef): TemplateSection {
  const tiles = [...brandAssortment(brand)].flatMap(([gender, types]) =>
    types.map((type) => ({
      image: bannerImageUrl(
        `${brand.code}-tile-${gender.toLowerCase()}-${type.slug}`,
        brand.colour,
        "mobile",
      ),
      alt: `${brand.name} ${gender} ${type.name}`,
      url: brandArticlePath(brand, gender, type),
      label: `${gender} ${type.name}`,
    })),
  );
  return { type: "tile_grid", title: "Shop by Category", tiles: tiles.slice(0, 8) };
}

export function brandTemplate(brand: BrandDef): MasterTemplate {
  const [firstGender] = [...brandAssortment(brand).keys()];
  const genderUrl = firstGender ? brandGenderPath(brand, firstGender) : `/${brand.code}`;
  const filter = `f-br=${brand.code}`;
  return template({
    templateType: "BrandTemplate",
    brandId: brand.code,
    title: `${brand.name} | Odin`,
    metaDescription: brand.description,
    legalBrandNames: brand.legalBrandNames,
    urlPrefix: `/${brand.code}`,
    isShareable: true,
    isFavoritable: true,
    shareImage: bannerImageUrl(`${brand.code}-share`, brand.colour, "mobile"),
    sections: [
      {
        type: "banner_carousel",
        slides: [
          slide(
            `${brand.code}-hero`,
            brand.colour,
            brandNewArrivalsPath(brand),
            brand.name,
            "The new collection is here",
          ),
          slide(
            `${brand.code}-sale`,
            brand.colour,
            brandSalePath(brand),
            `${brand.name} Sale`,
            "Up to 70% off",
          ),
          slide(
            `${brand.code}-shop`,
            brand.colour,
            genderUrl,
            `Shop ${firstGender ?? brand.name}`,
            brand.description,
          ),
        ],
      },
      carousel(`New at ${brand.name}`, `${filter}&na&sort=newest`, brandNewArrivalsPath(brand)),
      carousel(`${brand.name} on Sale`, `${filter}&os`, brandSalePath(brand)),
      carousel("Bestsellers", `${filter}&sort=popularity`, `/${brand.code}`),
      categoryTiles(brand),
      {
        type: "rich_text",
        title: `About ${brand.name}`,
        html: `<p>${escapeHtml(brand.description)}</p><p>${escapeHtml(brand.name)} is part of ${escapeHtml(brand.parentBrand)}.</p>`,
      },
    ],
  });
}

const MENS_GUIDE_COLOUR = "#1f3a68";
const MENS_GUIDE_ARTICLES = [
  "shirts",
  "polos",
  "jeans",
  "trousers",
  "jackets",
  "sneakers",
  "formal-shoes",
  "watches",
];

/** The category landing page: men's wardrobe basics by article type. */
function mensStyleGuideSections(): TemplateSection[] {
  const path = (slug: string) => genderArticlePath("Men", articleType(slug));
  return [
    {
      type: "banner_carousel",
      slides: [
        slide(
          "mens-style-guide",
          MENS_GUIDE_COLOUR,
          "/men",
          "Men's Style Guide",
          "Shirts, polos, denim and shoes that work together",
        ),
      ],
    },
    {
      type: "tile_grid",
      title: "Build Your Wardrobe",
      tiles: MENS_GUIDE_ARTICLES.map((slug) => ({
        image: bannerImageUrl(`mens-guide-${slug}`, MENS_GUIDE_COLOUR, "mobile"),
        alt: `Men's ${articleType(slug).name}`,
        url: path(slug),
        label: articleType(slug).name,
      })),
    },
    carousel("Office Ready", "f-oc=Work--Formal&sort=popularity", "/workwear"),
    carousel("Weekend Denim", "f-br=fm&sort=newest", "/fm"),
    {
      type: "rich_text",
      title: "Smart casual, made simple",
      html:
        `<p>Start with <a href="${path("shirts")}">two plain shirts</a> and <a href="${path("polos")}">a pair of polos</a>, ` +
        `add <a href="${path("jeans")}">dark jeans</a> and <a href="${path("trousers")}">chinos</a>, ` +
        `and finish with <a href="${path("sneakers")}">white sneakers</a>.</p>`,
    },
  ];
}

const EXTRA_SECTIONS: Record<(typeof EXTRA_TEMPLATES)[number]["key"], TemplateSection[]> = {
  "wedding-edit": [
    {
      type: "banner_carousel",
      slides: [
        slide("wedding-edit", "#8e2c48", "/festive-edit", "The Wedding Edit", "Sarees, kurtas and more"),
      ],
    },
    carousel("Festive Sarees and Kurtas", "f-br=al--nw--kc&f-oc=Festive", "/ethnic-wear"),
    carousel("Party Wear", "f-oc=Party&sort=popularity", "/party-wear"),
  ],
  "summer-style-guide": [
    {
      type: "rich_text",
      title: "Dress for the heat",
      html: "<p>Pick <strong>breathable cotton and linen</strong> in light colours, loose cuts and open sandals.</p><ul><li>Cotton kurtis for the office</li><li>Linen shirts for weekends</li><li>Shorts and tees for the gym</li></ul>",
    },
    carousel("Light Colours", "f-co=White--Sky+Blue--Mint+Green--Off+White", "/sale"),
    carousel("Casual Picks", "f-oc=Casual&sort=popularity", "/new-arrivals"),
  ],
  "gifting-guide": [
    {
      type: "banner_carousel",
      slides: [
        slide(
          "gifting-guide",
          "#6a3d7a",
          "/accessories",
          "The Gifting Guide",
          "Watches, fragrances and bags",
        ),
      ],
    },
    carousel("Watches", "f-br=cl&sort=popularity", "/cl"),
    carousel("Fragrances", "f-br=mm&sort=popularity", "/mm"),
    carousel("Bags and Caps", "f-br=ca&sort=popularity", "/ca"),
  ],
  "mens-style-guide": mensStyleGuideSections(),
};

export function extraTemplates(): { key: string; template: MasterTemplate }[] {
  return EXTRA_TEMPLATES.map(({ key, title, templateType, description }) => ({
    key,
    template: template({
      templateType,
      brandId: key,
      title,
      metaDescription: description,
      sections: EXTRA_SECTIONS[key],
    }),
  }));
}
