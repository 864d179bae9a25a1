import { type ArticleType, bannerImageUrl, type Navigation, type NavLevel1 } from "@odin/contracts";
import { BRAND_DEFS, type BrandDef, type Gender } from "./brands";
import { articleGroups } from "./categories";
import {
  articleType,
  brandArticlePath,
  brandAssortment,
  brandGenderPath,
  brandNewArrivalsPath,
  brandSalePath,
  genderArticlePath,
  LINKS,
} from "./collections";

type NavLevel2 = NavLevel1["level2"][number];
type NavLevel3 = NavLevel2["level3"][number];

export const TOP_BAND_MESSAGE = "clearance sale flat 70% off on top brands";
const ODIN_COLOUR = "#b5172f";

const link = (name: string, url: string): NavLevel3 => ({ name, url, nodeType: "collapsible" });
const heading = (name: string, url: string): NavLevel3 => ({ name, url, nodeType: "sub_header" });
const button = (name: string, url: string): NavLevel3 => ({ name, url, nodeType: "button_with_border" });

interface LinkGroup {
  name: string;
  url: string;
  links: NavLevel3[];
}

/** One column: the first group names the column (level 2), later groups get sub-header nodes. */
function column(groups: readonly LinkGroup[]): NavLevel2 {
  const [first, ...rest] = groups;
  if (!first) throw new Error("a navigation column needs a group");
  const level3 = [
    ...first.links,
    ...rest.flatMap((group) => [heading(group.name, group.url), ...group.links]),
  ];
  return { name: first.name, url: first.url, nodeType: "sub_header", level3 };
}

/** Packs groups into columns of about `size` links. */
function columns(groups: readonly LinkGroup[], size = 6): NavLevel2[] {
  const packed: LinkGroup[][] = [];
  let current: LinkGroup[] = [];
  let count = 0;
  for (const group of groups) {
    if (current.length > 0 && count + group.links.length > size) {
      packed.push(current);
      current = [];
      count = 0;
    }
    current.push(group);
    count += group.links.length + 1;
  }
  if (current.length > 0) packed.push(current);
  return packed.map(column);
}

const featured = (url: string, buttons: NavLevel3[]): NavLevel2 => ({
  name: "Featured",
  url,
  nodeType: "sub_header",
  level3: buttons,
});

function menu(
  name: string,
  url: string,
  level2: NavLevel2[],
  banner?: { name: string; colour: string; url: string },
): NavLevel1 {
  const bannerFields = banner
    ? { bannerImage: bannerImageUrl(banner.name, banner.colour, "desktop"), bannerUrl: banner.url }
    : {};
  return { name, url, ...bannerFields, isMenuOpen: false, level2 };
}

const brandLink = (code: string): NavLevel3 => {
  const brand = BRAND_DEFS.find((b) => b.code === code);
  if (!brand) throw new Error(`unknown brand ${code}`);
  return link(brand.name, `/${brand.code}`);
};

const articleLinks = (gender: Gender, types: readonly ArticleType[]) =>
  types.map((type) =>
    link(type.slug === "kids-tshirts" ? "Tees" : type.name, genderArticlePath(gender, type)),
  );

function genderMenu(gender: Gender, colour: string): NavLevel1 {
  const url = `/${gender.toLowerCase()}`;
  const groups = [...articleGroups(gender)].map(([name, types]) => ({
    name,
    url: genderArticlePath(gender, types[0] as ArticleType),
    links: articleLinks(gender, types),
  }));
  const buttons = [
    button("View All", url),
    button("New Arrivals", LINKS.newArrivals),
    button("Sale", `${url}-sale`),
  ];
  const banner = { name: `nav-${gender.toLowerCase()}`, colour, url: `${url}-sale` };
  return menu(gender, url, [...columns(groups), featured(url, buttons)], banner);
}

function kidsMenu(): NavLevel1 {
  const groups = (["Boys", "Girls"] as const).map((gender) => ({
    name: gender,
    url: `/${gender.toLowerCase()}`,
    links: articleLinks(gender, [...articleGroups(gender).values()].flat()),
  }));
  const buttons = [button("View All", "/kids"), button("Kids Sale", "/kids-sale")];
  return menu("Kids", "/kids", [...groups.map((group) => column([group])), featured("/kids", buttons)], {
    name: "nav-kids",
    colour: "#e0792b",
    url: "/kids",
  });
}

const BRAND_GROUPS: readonly [string, readonly string[]][] = [
  ["Ethnic & Fusion", ["nw", "al", "kc", "vv"]],
  ["Western & Casual", ["us", "fm", "ib", "gt", "ml", "mr"]],
  ["Sports & Outdoor", ["se", "pt"]],
  ["Kids", ["tt"]],
  ["Footwear & Accessories", ["ss", "cl", "ca"]],
  ["Beauty & Innerwear", ["mm", "sl"]],
];

function brandsMenu(): NavLevel1 {
  const groups = BRAND_GROUPS.map(([name, codes]) => ({
    name,
    url: LINKS.brands,
    links: codes.map(brandLink),
  }));
  const buttons = [button("All Brands", LINKS.brands), button("Store Locator", LINKS.storeLocator)];
  return menu("Brands", LINKS.brands, [...columns(groups, 7), featured(LINKS.brands, buttons)], {
    name: "nav-brands",
    colour: "#1f3a68",
    url: LINKS.brands,
  });
}

function typeLinks(gender: Gender, slugs: readonly string[]): NavLevel3[] {
  return slugs.map((slug) => {
    const type = articleType(slug);
    return link(type.name, genderArticlePath(gender, type));
  });
}

function ethnicMenu(): NavLevel1 {
  const groups = [
    { name: "Women", url: "/women-kurtas", links: typeLinks("Women", ["kurtas", "kurtis", "sarees"]) },
    { name: "Men", url: "/men-kurtas", links: typeLinks("Men", ["kurtas"]) },
    { name: "Ethnic Brands", url: LINKS.brands, links: ["nw", "al", "kc", "vv"].map(brandLink) },
  ];
  const buttons = [
    button("View All", "/ethnic-wear"),
    button("Festive Edit", "/festive-edit"),
    button("Wedding Edit", "/wedding-edit"),
  ];
  return menu(
    "Ethnic",
    "/ethnic-wear",
    [...groups.map((group) => column([group])), featured("/ethnic-wear", buttons)],
    {
      name: "nav-ethnic",
      colour: "#8e2c48",
      url: "/festive-edit",
    },
  );
}

function footwearMenu(): NavLevel1 {
  const groups = [
    { name: "Men", url: "/men-sneakers", links: typeLinks("Men", ["sneakers", "formal-shoes"]) },
    { name: "Women", url: "/women-sneakers", links: typeLinks("Women", ["sneakers"]) },
    { name: "Footwear Brands", url: LINKS.brands, links: ["ss", "se"].map(brandLink) },
  ];
  const buttons = [button("View All", "/footwear"), button("New Arrivals", LINKS.newArrivals)];
  return menu(
    "Footwear",
    "/footwear",
    [...groups.map((group) => column([group])), featured("/footwear", buttons)],
    {
      name: "nav-footwear",
      colour: "#d4862c",
      url: "/footwear",
    },
  );
}

function saleMenu(): NavLevel1 {
  const groups = [
    {
      name: "Shop the Sale",
      url: "/sale",
      links: [link("Men", "/men-sale"), link("Women", "/women-sale"), link("Kids", "/kids-sale")],
    },
    {
      name: "Offers",
      url: "/sale-70-off",
      links: [link("Flat 70% Off", "/sale-70-off"), link("Festive Edit", "/festive-edit")],
    },
  ];
  const buttons = [button("All Sale", LINKS.onSale), button("Flat 70% Off", "/sale-70-off")];
  return menu("Sale", "/sale", [...groups.map((group) => column([group])), featured("/sale", buttons)], {
    name: "nav-sale",
    colour: "#c62828",
    url: "/sale-70-off",
  });
}

/** The store-wide navigation: 7 top-level entries. */
export function defaultNavigation(): Navigation {
  return {
    menu: {
      level1: [
        genderMenu("Men", "#1f2a48"),
        genderMenu("Women", "#8e2c48"),
        kidsMenu(),
        brandsMenu(),
        ethnicMenu(),
        footwearMenu(),
        saleMenu(),
      ],
    },
    logos: [{ brandImage: bannerImageUrl("logo-odin", ODIN_COLOUR, "mobile"), alt: "Odin", url: "/" }],
    metaData: { topBandMessage: TOP_BAND_MESSAGE, topBandUrl: LINKS.onSale },
  };
}

function brandGenderMenu(brand: BrandDef, gender: Gender, types: readonly ArticleType[]): NavLevel1 {
  const url = brandGenderPath(brand, gender);
  const byGroup = new Map<string, ArticleType[]>();
  for (const type of types) byGroup.set(type.group, [...(byGroup.get(type.group) ?? []), type]);
  const groups = [...byGroup].map(([name, list]) => ({
    name,
    url: brandArticlePath(brand, gender, list[0] as ArticleType),
    links: list.map((type) =>
      link(type.slug === "kids-tshirts" ? "Tees" : type.name, brandArticlePath(brand, gender, type)),
    ),
  }));
  const buttons = [button("View All", url), button("New Arrivals", brandNewArrivalsPath(brand))];
  const banner = { name: `${brand.code}-nav-${gender.toLowerCase()}`, colour: brand.colour, url };
  return menu(gender, url, [...columns(groups), featured(url, buttons)], banner);
}

/** A brand's own navigation: its genders, a few article shortcuts, new arrivals, sale and stores (5-7, or 8). */
export function brandNavigation(brand: BrandDef): Navigation {
  const limit = brand.wideNavigation ? 8 : 7;
  const assortment = [...brandAssortment(brand)];
  const fixed = [
    menu("New Arrivals", brandNewArrivalsPath(brand), []),
    menu("Sale", brandSalePath(brand), []),
    menu("Stores", LINKS.storeLocator, []),
  ];
  const genders = assortment
    .slice(0, limit - fixed.length)
    .map(([gender, types]) => brandGenderMenu(brand, gender, types));
  const shortcuts = new Map<string, NavLevel1>();
  for (const [gender, types] of assortment) {
    for (const type of types) {
      if (!shortcuts.has(type.slug))
        shortcuts.set(type.slug, menu(type.name, brandArticlePath(brand, gender, type), []));
    }
  }
  const room = Math.max(0, limit - fixed.length - genders.length);
  const level1 = [...genders, ...[...shortcuts.values()].slice(0, room), ...fixed];
  if (level1.length < 5) level1.push(menu("All Brands", LINKS.brands, []));
  return {
    menu: { level1 },
    logos: [
      {
        brandImage: bannerImageUrl(`logo-${brand.code}`, brand.colour, "mobile"),
        alt: brand.name,
        url: `/${brand.code}`,
      },
    ],
    metaData: {
      topBandMessage: `${brand.name} end of season sale: up to 70% off`,
      topBandUrl: brandSalePath(brand),
    },
  };
}
