import type { Address } from "@odin/contracts";

/** A saved address as the server answers it; `fields` change what the test is about. */
export function savedAddress(id: number, fields: Partial<Address> = {}): Address {
  const isDefault = fields.isDefault ?? false;
  const mobileNumber = fields.mobileNumber ?? "9876543210";
  return {
    id,
    firstName: "Asha",
    lastName: "Verma",
    address: "Flat 4B, Sea View, 12 Marine Drive",
    landmark: "",
    alternateNumber: "",
    pincode: "400001",
    city: "Mumbai",
    state: "Maharashtra",
    nationality: "India",
    isMobileNumberVerified: false,
    lastModifiedDate: new Date(Date.UTC(2026, 0, 10) - id * 60_000).toISOString(),
    ...fields,
    mobileNumber,
    phone: mobileNumber,
    isDefault,
    default: isDefault,
  };
}

/** What a shopper types in the address form for a valid new address. */
export const TYPED_ADDRESS = {
  firstName: "Ravi",
  lastName: "Kumar",
  address: "22 MG Road, Shivajinagar",
  landmark: "",
  mobileNumber: "9123456780",
  alternateNumber: "",
  pincode: "560001",
} as const;
