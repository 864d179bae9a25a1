import { LABELS, MESSAGES, requestPlatform } from "@odin/contracts";
import { type ReactNode, useEffect, useMemo } from "react";
import {
  type AppLoadContext,
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import "./load-context";
import { LoginHost } from "./features/auth/login-host";
import { loginFlagsOf } from "./features/auth/modal-services";
import { useLoggedIn } from "./features/auth/session-store";
import { CheckoutFooter } from "./features/checkout/checkout-footer";
import { checkoutStepOf } from "./features/checkout/checkout-forms";
import { CheckoutHeader } from "./features/checkout/checkout-header";
import { SiteFooter } from "./features/footer/site-footer";
import { rootDataLoaded, sessionChangedSinceRootLoad } from "./features/header/bag-count";
import { Header, MinimalHeader } from "./features/header/header";
import { navigationOutline } from "./features/header/nav-entries";
import { headerVariant, pageBrand } from "./features/header/page-header";
import { ServiceWorkerScript } from "./features/offline/service-worker-script";
import { isLoggedIn } from "./features/shell/auth-state";
import { scrollRestorationKey } from "./features/shell/scroll";
import { ShellEffects } from "./features/shell/shell-effects";
import { newsletterVersionOf } from "./features/support/support-forms";
import { Toaster } from "./ui/toast";
import "./styles/global.css";
import "./styles/header.css";
import "./styles/footer.css";
import { isPreviewRequest } from "./features/templates/load-template";

/**
 * Header and footer data for every page, whether the shopper is logged in (both token cookies), the
 * device class (shareable pages already vary on it: decision 11), the login modal's flags and the
 * bag's count for the header badge, and whether the account menu shows My Loyalty.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const host = url.hostname;
  // A content preview (cmsPreview=1, never shared: decision 71) shows the navigation's draft too.
  const preview = isPreviewRequest(url);
  const [navigation, footer, bagCount] = await Promise.all([
    context.services.content.navigation("desktop", undefined, preview),
    context.services.content.footer(host),
    readBagCount(context),
  ]);
  const loggedIn = isLoggedIn(request.headers.get("cookie"));
  const platform = requestPlatform(request.headers);
  // A phone's page draws the header's sub-menus only when they open: it carries their outline.
  const complete = platform !== "mobile";
  return {
    navigation: complete ? navigation : navigationOutline(navigation),
    navigationComplete: complete,
    footer,
    loggedIn,
    platform,
    loginFlags: loginFlagsOf(context.featureFlags),
    bagCount,
    newsletterVersion: newsletterVersionOf(context.featureFlags),
    accountLoyalty: context.featureFlags.loyalty && context.featureFlags.accountLoyalty,
    serviceWorker: context.serviceWorker === true,
  };
}

/** The header badge: the quantities in this shopper's bag (spec 1 §2); a failure only shows none. */
async function readBagCount(context: AppLoadContext): Promise<number> {
  try {
    return await context.services.bag.count();
  } catch (error) {
    context.log.error({ err: error }, "bag count failed");
    return 0;
  }
}

/**
 * Navigation and footer do not change between pages: reload them only after a form submission (the
 * bag count follows ADD TO BAG and removals) or a login or logout in this page (bag-count.ts).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET"
    ? defaultShouldRevalidate
    : sessionChangedSinceRootLoad();

export const meta: MetaFunction = () => [
  { title: "Odin" },
  { name: "description", content: "Shop fashion from the brands you love at Odin." },
];

export function Layout({ children }: { children: ReactNode }) {
  // Absent when the root's data failed (the error page): the worker is then left as it is.
  const serviceWorker = useRouteLoaderData<typeof loader>("root")?.serviceWorker;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2d77" />
        {/* A raster icon: Chromium draws an SVG favicon as an SVG document on the page's main thread. */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
        {/* Installable (decision 77): the manifest, the home-screen icon iOS reads, the service worker. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {serviceWorker === undefined ? null : <ServiceWorkerScript enabled={serviceWorker} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration getKey={scrollRestorationKey} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const {
    navigation,
    navigationComplete,
    footer,
    loggedIn: loggedInOnServer,
    platform,
    loginFlags,
    bagCount,
    newsletterVersion,
  } = data;
  // The root's data is fresh: a login or logout before it has been taken into account.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the root's data arrives.
  useEffect(() => rootDataLoaded(), [data]);
  // The server's answer, until a login or logout in this page changes it (features/auth/session-store.ts).
  const loggedIn = useLoggedIn(loggedInOnServer);
  const loginSettings = useMemo(() => ({ flags: loginFlags }), [loginFlags]);
  const matches = useMatches();
  const variant = headerVariant(matches);
  // Checkout pages have their own header (the steps) and the compact footer (spec 2 §2, spec 3 §2).
  const checkoutStep = checkoutStepOf(matches);
  return (
    <>
      <ShellEffects />
      <a className="skip-link" href="#main">
        {LABELS.shell.skipToContent}
      </a>
      {checkoutStep ? (
        <CheckoutHeader step={checkoutStep} />
      ) : variant === "full" ? (
        <Header
          navigation={navigation}
          navigationComplete={navigationComplete}
          loggedIn={loggedIn}
          brand={pageBrand(matches)}
          platform={platform}
          bagCount={bagCount}
        />
      ) : variant === "minimal" ? (
        <MinimalHeader />
      ) : null}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {checkoutStep ? (
        <CheckoutFooter copyright={footer.copyright} />
      ) : (
        <SiteFooter footer={footer} newsletter={newsletterVersion} />
      )}
      <Toaster />
      <LoginHost loggedIn={loggedInOnServer} settings={loginSettings} />
    </>
  );
}

/** Minimal page without header and footer: the error may be that their data could not load. */
export function ErrorBoundary() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error) ? `${error.status}` : "Error";
  return (
    <main id="main" className="error-page">
      <h1>{title}</h1>
      <p>{MESSAGES.generic.oopsTryLater}</p>
    </main>
  );
}
