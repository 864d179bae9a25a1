import type { StorefrontServices } from "@odin/contracts";
import { customersAdminModule } from "./back-office/customers/customers.module";
import { backOfficeModule } from "./back-office/module";
import { addressesModule } from "./modules/addresses/module";
import { alertsModule } from "./modules/alerts/module";
import { auditModule } from "./modules/audit/module";
import { authModule } from "./modules/auth/module";
import { bagModule } from "./modules/bag/module";
import { bankTransferModule } from "./modules/bank-transfer/module";
import { brandsModule } from "./modules/brands/module";
import { bulkEditsModule } from "./modules/bulk-edits/module";
import { cancellationsModule } from "./modules/cancellations/module";
import { catalogModule } from "./modules/catalog/module";
import { catalogueImportModule } from "./modules/catalogue-import/module";
import { checkoutModule } from "./modules/checkout/module";
import { clientReportsModule } from "./modules/client-reports/module";
import { contentAdminModule, contentModule } from "./modules/content/module";
import { declarationsModule } from "./modules/declarations/module";
import { deliveryModule } from "./modules/delivery/module";
import { favouritesModule } from "./modules/favourites/module";
import { invoicesModule } from "./modules/invoices/module";
import { loyaltyModule } from "./modules/loyalty/module";
import { mediaModule, stylePhotosModule } from "./modules/media/module";
import { messagingModule } from "./modules/messaging/module";
import { newsletterModule } from "./modules/newsletter/module";
import { ordersModule } from "./modules/orders/module";
import { otpModule } from "./modules/otp/module";
import { pagesModule } from "./modules/pages/module";
import { passwordResetModule } from "./modules/password-reset/module";
import { paymentsModule } from "./modules/payments/module";
import { productModule } from "./modules/product/module";
import { promotionsModule } from "./modules/promotions/module";
import { queuesModule } from "./modules/queues/module";
import { registrationModule } from "./modules/registration/module";
import { returnPickupModule, returnsModule } from "./modules/returns/module";
import { reviewsModule } from "./modules/reviews/module";
import { searchModule } from "./modules/search/module";
import { seoModule } from "./modules/seo/module";
import { socialModule } from "./modules/social/module";
import { staffModule } from "./modules/staff/module";
import { stockModule } from "./modules/stock/module";
import { storeLocatorModule } from "./modules/store-locator/module";
import { stylesModule } from "./modules/styles/module";
import { supportModule } from "./modules/support/module";
import type { PagesGiven } from "./platform/composition";
import { sandboxModule, standInsModule } from "./sandbox/module";
import { orderFlowsModule } from "./use-cases/module";

/**
 * Every module of the store, registered in this order: a module may use the services of the modules
 * above it (the app fails to build, naming both, when one is used before it is given). A new domain
 * adds its `module.ts` here.
 */
export const MODULES = [
  // Sign-in comes first: its guard (`app.requireUser`) serves the routes registered after it.
  authModule,
  sandboxModule,
  deliveryModule,
  catalogModule,
  searchModule,
  contentModule,
  productModule,
  brandsModule,
  pagesModule,
  favouritesModule,
  bagModule,
  returnPickupModule,
  addressesModule,
  loyaltyModule,
  checkoutModule,
  storeLocatorModule,
  seoModule,
  mediaModule,
  messagingModule,
  // Before every back-office route: its guard (`app.requireStaff`) serves them.
  staffModule,
  auditModule,
  queuesModule,
  // After the outbox: its alerts are messages; before the styles, which count the waiting requests.
  alertsModule,
  // The catalogue as staff edit it: back-office routes, after the staff guard.
  declarationsModule,
  stylesModule,
  stockModule,
  // After the styles (it finds styles with their filters) and the stock rules.
  bulkEditsModule,
  catalogueImportModule,
  stylePhotosModule,
  promotionsModule,
  contentAdminModule,
  // After the outbox and the staff guard: a rejected review's author is e-mailed; moderation is a back-office route.
  reviewsModule,
  otpModule,
  socialModule,
  registrationModule,
  passwordResetModule,
  clientReportsModule,
  ordersModule,
  invoicesModule,
  paymentsModule,
  bankTransferModule,
  returnsModule,
  orderFlowsModule,
  customersAdminModule,
  supportModule,
  cancellationsModule,
  // The back office's calls that span the purchase modules: after every one of them.
  backOfficeModule,
  newsletterModule,
  standInsModule,
] as const;

/** Fails the type check, naming them, when the load context has page services that no module gives. */
type NoneMissing<Missing extends never> = Missing;
export type EveryPageServiceGiven = NoneMissing<
  Exclude<keyof StorefrontServices, PagesGiven<typeof MODULES>>
>;
