/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN,
 * printed with the place of supply on tax invoices: CGST Rules, rule 46(n)). `ut`: a union territory
 * without a legislature, where UTGST takes the place of SGST (UTGST Act 2017, s. 2(114) of the CGST
 * Act). `aliases`: other spellings in use, among them the pincode directory's ("Chattisgarh",
 * "Pondicherry", "Jammu & Kashmir").
 */
export interface GstState {
  code: string;
  name: string;
  ut: boolean;
  aliases?: readonly string[];
}

export const GST_STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir", ut: false, aliases: ["Jammu & Kashmir"] },
  { code: "02", name: "Himachal Pradesh", ut: false },
  { code: "03", name: "Punjab", ut: false },
  { code: "04", name: "Chandigarh", ut: true },
  { code: "05", name: "Uttarakhand", ut: false, aliases: ["Uttaranchal"] },
  { code: "06", name: "Haryana", ut: false },
  { code: "07", name: "Delhi", ut: false, aliases: ["NCT of Delhi", "New Delhi"] },
  { code: "08", name: "Rajasthan", ut: false },
  { code: "09", name: "Uttar Pradesh", ut: false },
  { code: "10", name: "Bihar", ut: false },
  { code: "11", name: "Sikkim", ut: false },
  { code: "12", name: "Arunachal Pradesh", ut: false },
  { code: "13", name: "Nagaland", ut: false },
  { code: "14", name: "Manipur", ut: false },
  { code: "15", name: "Mizoram", ut: false },
  { code: "16", name: "Tripura", ut: false },
  { code: "17", name: "Meghalaya", ut: false },
  { code: "18", name: "Assam", ut: false },
  { code: "19", name: "West Bengal", ut: false },
  { code: "20", name: "Jharkhand", ut: false },
  { code: "21", name: "Odisha", ut: false, aliases: ["Orissa"] },
  { code: "22", name: "Chhattisgarh", ut: false, aliases: ["Chattisgarh"] },
  { code: "23", name: "Madhya Pradesh", ut: false },
  { code: "24", name: "Gujarat", ut: false },
  {
    code: "26",
    name: "Dadra and Nagar Haveli and Daman and Diu",
    ut: true,
    aliases: ["Dadra & Nagar Haveli", "Dadra and Nagar Haveli", "Daman & Diu", "Daman and Diu"],
  },
  { code: "27", name: "Maharashtra", ut: false },
  { code: "29", name: "Karnataka", ut: false },
  { code: "30", name: "Goa", ut: false },
  { code: "31", name: "Lakshadweep", ut: true },
  { code: "32", name: "Kerala", ut: false },
  { code: "33", name: "Tamil Nadu", ut: false },
  { code: "34", name: "Puducherry", ut: false, aliases: ["Pondicherry"] },
  {
    code: "35",
    name: "Andaman and Nicobar Islands",
    ut: true,
    aliases: ["Andaman & Nicobar Islands", "Andaman & Nicobar"],
  },
  { code: "36", name: "Telangana", ut: false },
  { code: "37", name: "Andhra Pradesh", ut: false },
  { code: "38", name: "Ladakh", ut: true },
];

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z]/g, "");

const BY_NAME = new Map<string, GstState>(
  GST_STATES.flatMap((state) => [state.name, ...(state.aliases ?? [])].map((name) => [key(name), state])),
);

/** The state or union territory of a name as addresses and the pincode directory write it. */
export function gstStateByName(name: string): GstState | undefined {
  return BY_NAME.get(key(name));
}

export function gstStateByCode(code: string): GstState | undefined {
  return GST_STATES.find((state) => state.code === code);
}
