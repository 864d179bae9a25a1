import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferAppScripts } from "./defer-app-scripts";
import "./preact-options";
import { preloadIslands } from "./ui/island";

/**
 * Renders the whole document with Preact before answering (decision 76): pages are small, crawlers
 * get complete HTML, and a finished page can be kept in the rendered-page cache. On a checkout or
 * payment page every inline script carries the nonce of the response's content security policy
 * (decision 40): React Router's (`ServerRouter` hands it to `<Scripts>` and `<ScrollRestoration>`)
 * and the app's starter. A component that throws fails the render, and React Router renders the
 * error page instead with status 500.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = loadContext.scriptNonce;
  await preloadIslands();
  // The element is written against React's types; the build resolves React to Preact, so it is a
  // Preact vnode (preact-runtime.ts).
  const document = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  const html = `<!DOCTYPE html>${await renderToStringAsync(document as unknown as VNode)}`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(deferAppScripts(html, nonce), { headers, status });
}
