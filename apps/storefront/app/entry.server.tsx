import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * The page's content paints before its scripts are needed: module preloads are fetched at low
 * priority, so on a slow connection they do not compete with the stylesheets and the largest image.
 */
export function lowerScriptPriority(html: string): string {
  return html.replaceAll(
    '<link rel="modulepreload" href=',
    '<link rel="modulepreload" fetchpriority="low" href=',
  );
}

/**
 * Renders the whole document before answering: pages are small, crawlers get complete HTML,
 * and a finished page can be kept in the rendered-page cache.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  let statusCode = status;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      statusCode = 500;
      console.error(error);
    },
  });
  await body.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  const html = await new Response(body).text();
  return new Response(lowerScriptPriority(html), { headers, status: statusCode });
}
