import type { Gender } from "./brands";

/** Words the style generator builds names, slugs, stories and tags from. */

export interface NamedColour {
  name: string;
  hex: string;
}

export const COLOURS: readonly NamedColour[] = [
  { name: "Black", hex: "#1c1c1e" },
  { name: "White", hex: "#f7f7f5" },
  { name: "Off White", hex: "#f1ecdf" },
  { name: "Navy Blue", hex: "#1f2a48" },
  { name: "Blue", hex: "#2f5fb3" },
  { name: "Sky Blue", hex: "#86bfe6" },
  { name: "Teal", hex: "#127a7a" },
  { name: "Green", hex: "#2e7d32" },
  { name: "Olive", hex: "#6b6b2a" },
  { name: "Mint Green", hex: "#a6d9bd" },
  { name: "Yellow", hex: "#f2c230" },
  { name: "Mustard", hex: "#d19d17" },
  { name: "Orange", hex: "#e8752a" },
  { name: "Peach", hex: "#f4b79a" },
  { name: "Pink", hex: "#e68bb3" },
  { name: "Magenta", hex: "#b0246b" },
  { name: "Red", hex: "#c62828" },
  { name: "Maroon", hex: "#7a1f2b" },
  { name: "Purple", hex: "#6a3d9a" },
  { name: "Lavender", hex: "#b8a6d9" },
  { name: "Brown", hex: "#6d4c3d" },
  { name: "Tan", hex: "#c19a6b" },
  { name: "Beige", hex: "#d9c8a9" },
  { name: "Grey", hex: "#8a8d91" },
  { name: "Charcoal", hex: "#36454f" },
  { name: "Rust", hex: "#b7472a" },
  { name: "Silver", hex: "#c0c4c8" },
  { name: "Gold", hex: "#c9a227" },
];

export const OCCASIONS = ["Casual", "Formal", "Party", "Festive", "Sports", "Work"] as const;
export type Occasion = (typeof OCCASIONS)[number];

export interface ArticleVocabulary {
  /** Three letters used in style codes. */
  code: string;
  /** Singular noun ending the name ("Kurta"); empty when the cut already names the item. */
  noun: string;
  patterns: readonly string[];
  cuts: readonly string[];
  fabrics: readonly string[];
  /** Occasions, repeated for weight. */
  occasions: readonly Occasion[];
  /** Cuts for one gender when they differ from `cuts`. */
  genderCuts?: Partial<Record<Gender, readonly string[]>>;
  /** Colour names this article comes in; all colours but Silver and Gold when absent. */
  colours?: readonly string[];
  /** Fragrances are named by their notes, not their bottle colour. */
  colourInName?: boolean;
}

const DENIM = ["Blue", "Navy Blue", "Sky Blue", "Black", "Grey", "Charcoal"];
const LEATHER = ["Black", "Brown", "Tan", "Maroon", "Charcoal"];

export const VOCABULARY: Record<string, ArticleVocabulary> = {
  tshirts: {
    code: "TSH",
    noun: "T-Shirt",
    patterns: ["Solid", "Printed", "Striped", "Graphic Print", "Colourblocked", "Typography"],
    cuts: ["Crew Neck", "V-Neck", "Oversized", "Slim Fit", "Regular Fit"],
    fabrics: ["pure cotton", "cotton jersey", "bio-washed cotton", "quick-dry polyester"],
    occasions: ["Casual", "Casual", "Casual", "Sports"],
  },
  shirts: {
    code: "SHR",
    noun: "Shirt",
    patterns: ["Solid", "Checked", "Striped", "Printed", "Textured"],
    cuts: ["Slim Fit", "Regular Fit", "Mandarin Collar", "Button-Down", "Casual"],
    fabrics: ["cotton poplin", "linen blend", "oxford cotton", "cotton twill"],
    occasions: ["Casual", "Formal", "Work", "Work", "Party"],
  },
  polos: {
    code: "POL",
    noun: "Polo T-Shirt",
    patterns: ["Solid", "Striped", "Tipped", "Colourblocked"],
    cuts: ["Slim Fit", "Regular Fit", "Pique"],
    fabrics: ["cotton pique", "mercerised cotton", "cotton blend"],
    occasions: ["Casual", "Casual", "Work", "Sports"],
  },
  tops: {
    code: "TOP",
    noun: "Top",
    patterns: ["Solid", "Floral Print", "Striped", "Embroidered", "Polka Dot"],
    cuts: ["Peplum", "Wrap", "Crop", "Regular", "Puff Sleeve"],
    fabrics: ["rayon", "georgette", "cotton", "crepe"],
    occasions: ["Casual", "Casual", "Work", "Party"],
  },
  kurtas: {
    code: "KRT",
    noun: "Kurta",
    patterns: ["Printed", "Solid", "Embroidered", "Chikankari", "Block Print"],
    cuts: ["Straight", "A-Line", "Anarkali", "Short"],
    genderCuts: { Men: ["Straight", "Pathani", "Short", "Nehru Collar"] },
    fabrics: ["cotton", "cotton silk", "rayon", "linen"],
    occasions: ["Festive", "Festive", "Casual", "Work"],
  },
  kurtis: {
    code: "KTI",
    noun: "Kurti",
    patterns: ["Printed", "Solid", "Embroidered", "Bandhani", "Ikat"],
    cuts: ["Straight", "A-Line", "Flared", "High-Low"],
    fabrics: ["cotton", "rayon", "cotton cambric", "viscose"],
    occasions: ["Casual", "Casual", "Work", "Festive"],
  },
  sarees: {
    code: "SAR",
    noun: "Saree",
    patterns: ["Woven Design", "Printed", "Zari Border", "Embroidered", "Solid"],
    cuts: ["Silk", "Cotton", "Georgette", "Chiffon", "Banarasi"],
    fabrics: ["a handloom weave", "a lightweight weave", "a fine weave"],
    occasions: ["Festive", "Festive", "Party", "Casual", "Work"],
  },
  dresses: {
    code: "DRS",
    noun: "Dress",
    patterns: ["Solid", "Floral Print", "Polka Dot", "Striped", "Tie-Dye"],
    cuts: ["A-Line", "Maxi", "Midi", "Bodycon", "Shirt"],
    fabrics: ["rayon", "georgette", "cotton", "crepe"],
    occasions: ["Casual", "Party", "Party", "Work"],
  },
  skirts: {
    code: "SKT",
    noun: "Skirt",
    patterns: ["Solid", "Printed", "Floral Print", "Checked"],
    cuts: ["A-Line", "Pleated", "Flared", "Pencil", "Tiered"],
    fabrics: ["cotton", "rayon", "denim", "crepe"],
    occasions: ["Casual", "Work", "Party"],
  },
  jeans: {
    code: "JNS",
    noun: "Jeans",
    patterns: ["Clean Look", "Light Fade", "Heavy Fade", "Distressed"],
    cuts: ["Skinny Fit", "Slim Fit", "Straight Fit", "Relaxed Fit", "Tapered Fit"],
    fabrics: ["stretch denim", "rigid denim", "cotton denim"],
    occasions: ["Casual", "Casual", "Casual", "Party"],
    colours: DENIM,
  },
  trousers: {
    code: "TRS",
    noun: "Trousers",
    patterns: ["Solid", "Checked", "Textured", "Pinstriped"],
    cuts: ["Slim Fit", "Regular Fit", "Chino", "Pleated", "Formal"],
    fabrics: ["cotton twill", "poly-viscose", "linen blend", "stretch cotton"],
    occasions: ["Formal", "Work", "Work", "Casual"],
  },
  shorts: {
    code: "SHO",
    noun: "Shorts",
    patterns: ["Solid", "Printed", "Striped", "Camouflage"],
    cuts: ["Chino", "Denim", "Running", "Cargo", "Bermuda"],
    fabrics: ["cotton", "quick-dry polyester", "denim", "cotton twill"],
    occasions: ["Casual", "Casual", "Sports"],
  },
  jackets: {
    code: "JKT",
    noun: "Jacket",
    patterns: ["Solid", "Quilted", "Colourblocked", "Textured"],
    cuts: ["Bomber", "Puffer", "Denim", "Windcheater", "Nehru"],
    genderCuts: { Boys: ["Bomber", "Puffer", "Denim", "Windcheater"] },
    fabrics: ["nylon", "polyester", "denim", "wool blend"],
    occasions: ["Casual", "Casual", "Sports", "Festive"],
  },
  "kids-tshirts": {
    code: "KTS",
    noun: "T-Shirt",
    patterns: ["Printed", "Graphic Print", "Striped", "Solid"],
    cuts: ["Crew Neck", "Round Neck", "Henley"],
    fabrics: ["soft cotton", "organic cotton", "cotton jersey"],
    occasions: ["Casual", "Casual", "Sports"],
  },
  sneakers: {
    code: "SNK",
    noun: "Sneakers",
    patterns: ["Solid", "Colourblocked", "Textured", "Perforated"],
    cuts: ["Low-Top", "Mid-Top", "Running", "Slip-On", "Court"],
    fabrics: ["knit mesh", "canvas", "synthetic leather", "suede"],
    occasions: ["Casual", "Casual", "Sports", "Sports"],
  },
  "formal-shoes": {
    code: "FSH",
    noun: "Formal Shoes",
    patterns: ["Solid", "Textured", "Brogue"],
    cuts: ["Derby", "Oxford", "Loafer", "Monk Strap"],
    fabrics: ["genuine leather", "patent leather", "suede"],
    occasions: ["Formal", "Work", "Party"],
    colours: LEATHER,
  },
  caps: {
    code: "CAP",
    noun: "Cap",
    patterns: ["Solid", "Embroidered", "Printed"],
    cuts: ["Baseball", "Snapback", "Bucket", "Trucker"],
    fabrics: ["cotton twill", "canvas", "polyester mesh"],
    occasions: ["Casual", "Sports"],
  },
  handbags: {
    code: "HBG",
    noun: "",
    patterns: ["Solid", "Textured", "Quilted", "Printed"],
    cuts: ["Tote Bag", "Sling Bag", "Shoulder Bag", "Satchel", "Clutch"],
    fabrics: ["vegan leather", "canvas", "genuine leather"],
    occasions: ["Casual", "Work", "Party"],
  },
  watches: {
    code: "WCH",
    noun: "Watch",
    patterns: ["Analogue", "Chronograph", "Multifunction", "Digital"],
    cuts: ["Leather Strap", "Metal Strap", "Silicone Strap", "Mesh Strap"],
    fabrics: ["stainless steel", "brass", "alloy"],
    occasions: ["Casual", "Formal", "Work", "Party"],
    colours: ["Black", "Silver", "Gold", "Navy Blue", "Brown", "White"],
  },
  innerwear: {
    code: "INW",
    noun: "",
    patterns: ["Solid", "Striped", "Printed"],
    cuts: ["Trunks", "Briefs", "Vest", "Boxers"],
    genderCuts: { Women: ["Camisole", "Thermal Top", "Shapewear Shorts", "Boyshorts"] },
    fabrics: ["combed cotton", "micro-modal", "cotton stretch"],
    occasions: ["Casual"],
  },
  lingerie: {
    code: "LNG",
    noun: "",
    patterns: ["Solid", "Lace", "Printed"],
    cuts: ["T-Shirt Bra", "Padded Bra", "Bralette", "Night Suit", "Hipster Briefs"],
    fabrics: ["cotton", "nylon lace", "micro-modal"],
    occasions: ["Casual"],
  },
  fragrances: {
    code: "FRG",
    noun: "",
    patterns: ["Oud", "Citrus", "Musk", "Vetiver", "Rose", "Sandalwood", "Jasmine", "Aqua"],
    cuts: ["Eau de Parfum 100ml", "Eau de Toilette 100ml", "Body Mist 150ml", "Perfume 50ml"],
    fabrics: ["a long-lasting base"],
    occasions: ["Casual", "Party", "Festive"],
    colours: ["Black", "Gold", "Silver", "Navy Blue", "Maroon", "Teal", "Pink", "Purple", "Tan"],
    colourInName: false,
  },
};

/** A second sentence for the style story, by article group. */
export const STORY_ENDINGS: Record<string, readonly string[]> = {
  Topwear: [
    "Pair it with jeans or chinos for an easy day out.",
    "Machine wash cold and dry in the shade to keep the colour.",
  ],
  "Ethnic Wear": [
    "Style it with juttis and jhumkas for the next family function.",
    "Hand wash separately in cold water; the dye is natural and may bleed a little.",
  ],
  "Western Wear": [
    "Add block heels and a sling bag to take it from brunch to dinner.",
    "Gentle machine wash inside out.",
  ],
  Bottomwear: [
    "Five pockets, a zip fly and a waist that keeps its shape after washing.",
    "Pairs well with a tee or a crisp shirt.",
  ],
  Winterwear: [
    "Warm enough for Delhi winters and light enough to pack for the hills.",
    "Dry clean or gentle wash.",
  ],
  "Kids Wear": ["Tag-free neck and soft seams for all-day play.", "Tested for skin-friendly dyes."],
  Footwear: [
    "A cushioned footbed keeps you comfortable from morning to night.",
    "Wipe clean with a dry cloth.",
  ],
  Accessories: ["Finished to last through daily use.", "Comes in a reusable dust bag."],
  Innerwear: ["Breathable, tag-free and soft against the skin.", "Not returnable for hygiene reasons."],
  Beauty: [
    "Spray on pulse points for a scent that lasts all day.",
    "Not returnable once the seal is opened.",
  ],
};
