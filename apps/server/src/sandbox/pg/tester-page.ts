import type { FastifyInstance, FastifyReply } from "fastify";
import { escapeHtml, formOf, type SandboxForm, sandboxPage, sendHtml, wantsJson } from "./sandbox-kit";

/**
 * The sandboxes' tester pages (decision 41): a gateway's newest payments with, for each, buttons
 * that complete or fail one still open, or send a settled one's webhooks again. The gateway says
 * what its rows show and what each choice does to one; the routes and the page are the same for all.
 */

/** One button of a row: posts `name=value` to `url`. */
export const actionForm = (url: string, name: string, value: string, label: string) =>
  `<form method="post" action="${url}"><button name="${name}" value="${value}">${label}</button></form>`;

/** A table of rows under these column names, with a last column for the rows' buttons. */
export const testerTable = (columns: readonly string[], rows: string) =>
  `<table><tr>${columns.map((column) => `<th>${column}</th>`).join("")}<th></th></tr>${rows}</table>`;

export interface TesterList<T> {
  gateway: string;
  title: string;
  /** The page's path; a row's buttons post to `<path>/<id>`. */
  path: string;
  columns: readonly string[];
  /** Everything the sandbox holds, oldest first (the page shows the newest 50). */
  items: () => Iterable<T>;
  find: (id: string) => T | undefined;
  idOf: (item: T) => string;
  /** A row's cells, as HTML (escaped). */
  cells: (item: T) => string[];
  /** Open: Complete and Fail (or `failLabel`); otherwise the button that sends its webhooks again. */
  isOpen: (item: T) => boolean;
  failLabel?: string;
  replayLabel: string;
  /** Above the table, as HTML. */
  intro?: () => string;
  /** The 404 answer for an id the sandbox does not hold. */
  notFound: object;
  /** The tester's choice applied to one (outcome success, failure or replay; webhooks): the JSON answer. */
  act: (item: T, form: SandboxForm) => Promise<unknown>;
}

/** The tester's page at `list.path`, and its buttons' route; answered in JSON when asked. */
export function testerList<T>(app: FastifyInstance, list: TesterList<T>): void {
  const hide = { schema: { hide: true } };
  const row = (item: T) => {
    const url = `${list.path}/${escapeHtml(list.idOf(item))}`;
    const act = (value: string, label: string) => actionForm(url, "outcome", value, label);
    const actions = list.isOpen(item)
      ? act("success", "Complete") + act("failure", list.failLabel ?? "Fail")
      : act("replay", list.replayLabel);
    return `<tr><td>${list.cells(item).join("</td><td>")}</td>\n<td>${actions}</td></tr>`;
  };
  const page = (reply: FastifyReply) => {
    const rows = [...list.items()].reverse().slice(0, 50).map(row).join("");
    const intro = list.intro ? `${list.intro()}\n` : "";
    return sendHtml(
      reply,
      sandboxPage(list.gateway, list.title, `${intro}${testerTable(list.columns, rows)}`),
    );
  };
  app.get(list.path, hide, async (_request, reply) => page(reply));
  app.post<{ Params: { id: string } }>(`${list.path}/:id`, hide, async (request, reply) => {
    const item = list.find(request.params.id);
    if (!item) return reply.status(404).send(list.notFound);
    const answer = await list.act(item, formOf(request));
    if (wantsJson(request)) return answer;
    return reply.redirect(list.path, 303);
  });
}
