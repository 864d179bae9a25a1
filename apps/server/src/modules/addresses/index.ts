export { listAddresses, lockShopper } from "./addresses.repo";
export { type AddressesService, toAddress } from "./addresses.service";
export { selectAddress } from "./addresses-rules";
