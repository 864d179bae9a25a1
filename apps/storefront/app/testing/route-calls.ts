/**
 * Test support: a route module's loader or action called as the server calls it, and what it
 * answered read the same way whether it returned data, returned a redirect or threw one.
 */

/** A loader's or action's answer: its data and status, or where a redirect (returned or thrown) leads. */
export async function answerOf(answering: Promise<unknown>) {
  try {
    const answer = (await answering) as { data: unknown; init: ResponseInit | null } | Response;
    if (answer instanceof Response)
      return { location: answer.headers.get("location"), status: answer.status };
    return { data: answer.data as Record<string, unknown>, status: answer.init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { location: thrown.headers.get("location"), status: thrown.status };
    throw thrown;
  }
}

/** A form posted to `url` as a browser posts it: these fields, in order. */
export function formPost(url: string, fields: readonly (readonly [string, string])[]): Request {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request(url, { method: "POST", body });
}
