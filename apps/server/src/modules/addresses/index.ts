import type { FastifyInstance } from "fastify";
import { addressesRoutes } from "./addresses.routes";
import { type AddressesDeps, type AddressesService, createAddressesService } from "./addresses.service";

export { listAddresses, lockShopper } from "./addresses.repo";
export { type AddressesService, toAddress } from "./addresses.service";
export { addressesPage } from "./addresses-page";
export { selectAddress } from "./addresses-rules";

/** The shopper's address book: the service, and its routes on `app`. */
export function registerAddresses(app: FastifyInstance, deps: AddressesDeps): AddressesService {
  const addresses = createAddressesService(deps);
  addressesRoutes(app, addresses);
  return addresses;
}
