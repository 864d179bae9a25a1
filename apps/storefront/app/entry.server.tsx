import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferAppScripts } from "./defer-app-scripts";

/**
 * Renders the whole document before answering: pages are small, crawlers get complete HTML,
 * and a finished page can be kept in the rendered-page cache. On a checkout or payment page every
 * inline script carries the nonce of the response's content security policy (decision 40):
 * React Router's (`ServerRouter` hands it to `<Scripts>` and `<ScrollRestoration>`), React's own and
 * the app's starter.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  let statusCode = status;
  const nonce = loadContext.scriptNonce;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        statusCode = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  const html = await new Response(body).text();
  return new Response(deferAppScripts(html, nonce), { headers, status: statusCode });
}
