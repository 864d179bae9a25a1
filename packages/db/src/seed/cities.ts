/**
 * Where the demo store has shops and warehouses. A city's store pincodes are drawn from the
 * GeoNames rows of its district(s) whose pincode starts with the city's prefix (the urban core).
 */
export interface CityDef {
  name: string;
  /** GeoNames "admin name2" values; any district when absent. */
  districts?: readonly string[];
  /** Pincode prefix of the city's urban area. */
  prefix: string;
  /** STD code for store phone numbers. */
  std: string;
  stores: number;
  metro: boolean;
}

export const CITY_DEFS: readonly CityDef[] = [
  { name: "Mumbai", districts: ["Mumbai"], prefix: "400", std: "22", stores: 14, metro: true },
  { name: "Delhi", prefix: "110", std: "11", stores: 14, metro: true },
  { name: "Bengaluru", districts: ["Bengaluru"], prefix: "560", std: "80", stores: 14, metro: true },
  { name: "Hyderabad", districts: ["Hyderabad"], prefix: "500", std: "40", stores: 10, metro: true },
  { name: "Chennai", districts: ["Chennai"], prefix: "600", std: "44", stores: 9, metro: true },
  { name: "Kolkata", districts: ["Kolkata"], prefix: "700", std: "33", stores: 9, metro: true },
  { name: "Pune", districts: ["Pune"], prefix: "411", std: "20", stores: 8, metro: true },
  { name: "Ahmedabad", districts: ["Ahmedabad"], prefix: "380", std: "79", stores: 6, metro: false },
  { name: "Gurugram", districts: ["Gurgaon"], prefix: "12200", std: "124", stores: 6, metro: true },
  { name: "Noida", districts: ["Gautam Buddha Nagar"], prefix: "2013", std: "120", stores: 5, metro: true },
  { name: "Jaipur", districts: ["Jaipur"], prefix: "302", std: "141", stores: 5, metro: false },
  { name: "Lucknow", districts: ["Lucknow"], prefix: "226", std: "522", stores: 5, metro: false },
  { name: "Chandigarh", districts: ["Chandigarh"], prefix: "160", std: "172", stores: 5, metro: false },
  { name: "Kochi", districts: ["Ernakulam"], prefix: "682", std: "484", stores: 5, metro: false },
  { name: "Indore", districts: ["Indore"], prefix: "452", std: "731", stores: 4, metro: false },
  { name: "Bhopal", districts: ["Bhopal"], prefix: "462", std: "755", stores: 4, metro: false },
  { name: "Nagpur", districts: ["Nagpur"], prefix: "440", std: "712", stores: 4, metro: false },
  { name: "Surat", districts: ["Surat"], prefix: "395", std: "261", stores: 4, metro: false },
  { name: "Vadodara", districts: ["Vadodara"], prefix: "390", std: "265", stores: 4, metro: false },
  { name: "Coimbatore", districts: ["Coimbatore"], prefix: "6410", std: "422", stores: 4, metro: false },
  { name: "Visakhapatnam", districts: ["Visakhapatnam"], prefix: "530", std: "891", stores: 4, metro: false },
  { name: "Guwahati", districts: ["Kamrup"], prefix: "7810", std: "361", stores: 3, metro: false },
  { name: "Bhubaneswar", districts: ["Khorda"], prefix: "751", std: "674", stores: 3, metro: false },
  { name: "Patna", districts: ["Patna"], prefix: "800", std: "612", stores: 3, metro: false },
  { name: "Dehradun", districts: ["Dehradun"], prefix: "2480", std: "135", stores: 3, metro: false },
  { name: "Mysuru", districts: ["Mysuru"], prefix: "570", std: "821", stores: 3, metro: false },
  {
    name: "Thiruvananthapuram",
    districts: ["Thiruvananthapuram"],
    prefix: "6950",
    std: "471",
    stores: 3,
    metro: false,
  },
];

export interface WarehouseDef {
  code: string;
  city: string;
  pincode: string;
  address: string;
  std: string;
}

/** Multi-brand fulfilment centres in logistics hubs. */
export const WAREHOUSE_DEFS: readonly WarehouseDef[] = [
  {
    code: "WH-BHW",
    city: "Bhiwandi",
    pincode: "421302",
    address: "Building B4, Logistics Park, Mumbai-Nashik Highway",
    std: "2522",
  },
  {
    code: "WH-GGN",
    city: "Gurugram",
    pincode: "122001",
    address: "Plot 18, Warehousing Zone, Old Delhi-Gurugram Road",
    std: "124",
  },
  {
    code: "WH-HSK",
    city: "Hoskote",
    pincode: "562114",
    address: "Survey No. 42, Industrial Area, Old Madras Road",
    std: "80",
  },
  {
    code: "WH-KOL",
    city: "Howrah",
    pincode: "711302",
    address: "Shed 7, Food Park Road, NH-16, Uluberia",
    std: "33",
  },
  {
    code: "WH-HYD",
    city: "Hyderabad",
    pincode: "500032",
    address: "Unit 3, Logistics Hub, Old Mumbai Highway, Gachibowli",
    std: "40",
  },
];
