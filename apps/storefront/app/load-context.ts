import type { StorefrontLoadContext } from "@odin/contracts";

declare module "react-router" {
  interface AppLoadContext extends StorefrontLoadContext {}
}
