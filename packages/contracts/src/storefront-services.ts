/**
 * What the server hands to the storefront's server-side loaders and actions as `context.services`
 * (load-context.ts). They call the same service functions as the REST routes, so a rule lives in one
 * place, and answer a failure of their domain's catalogue (`<domain>/problems.ts`), which carries
 * the status the REST route answers it with.
 *
 * Empty here: each domain adds its page services in its own `<domain>/page-services.ts`, by
 * augmenting this interface,
 *
 *     declare module "../storefront-services" {
 *       interface StorefrontServices {
 *         reviews: ReviewsPageService;
 *       }
 *     }
 *
 * and its `index.ts` exports that file, so every program that imports `@odin/contracts` sees every
 * augmentation. Two domains giving one name different types fails the type check; the server's
 * module list fails it when no module gives a name (`EveryPageServiceGiven`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the domains' page-services.ts files fill it (declaration merging).
export interface StorefrontServices {}
