import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import { REGISTER_SERVICE_WORKER } from "./register-script";

/**
 * The service worker's registration in the document's head (register-script.ts). It carries the
 * response's script nonce where the page has one (the payment pages, decision 40): the one React
 * Router's own `<Scripts>` and `<ScrollRestoration>` read from its framework context, which the
 * server's `ServerRouter` is given. In the browser the nonce is hidden from the DOM, hence
 * `suppressHydrationWarning`, as React Router's scripts do.
 */
export function ServiceWorkerScript({ enabled }: { enabled: boolean }) {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <script
      nonce={nonce}
      data-service-worker={enabled ? "on" : "off"}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, the same on every page.
      dangerouslySetInnerHTML={{ __html: REGISTER_SERVICE_WORKER }}
    />
  );
}
