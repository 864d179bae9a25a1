import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferAppScripts } from "./defer-app-scripts";

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
  return new Response(deferAppScripts(html), { headers, status: statusCode });
}
