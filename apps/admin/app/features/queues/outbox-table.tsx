import type { adminRoutes, RouteAnswer } from "@odin/contracts";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { LastError } from "./last-error";
import { CHANNEL_LABELS } from "./queue-query";
import { RowAction } from "./row-action";

export type AdminMessage = RouteAnswer<typeof adminRoutes.adminOutbox>["messages"][number];

/** Only a message that still waits may be discarded: one a dispatcher holds is on its way. */
const canDiscard = (message: AdminMessage) => message.status === "pending" || message.status === "retrying";

/**
 * One page of the outbox, newest first. Recipients come partly hidden from the server and contents
 * never come at all: operations sees that a message failed and why, not what it said. A dead
 * message that held a one-time code or link cannot be sent again (its contents were not kept), and
 * the row says so instead of offering a button that would be refused.
 */
export function OutboxTable({
  messages,
  canWrite,
}: {
  messages: readonly AdminMessage[];
  canWrite: boolean;
}) {
  const withActions =
    canWrite && messages.some((message) => message.status === "dead" || canDiscard(message));
  return (
    <ScrollTable id="outbox" caption="Outbox messages" compact>
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Channel</th>
          <th scope="col">Template</th>
          <th scope="col">Recipient</th>
          <th scope="col">Status</th>
          <th scope="col">Last error</th>
          <th scope="col">Times</th>
          {withActions ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td>{message.id}</td>
            <td>{CHANNEL_LABELS[message.channel]}</td>
            <td className="nowrap">{message.template}</td>
            <td className="nowrap">{message.recipient}</td>
            <td>
              {message.status}
              <span className="cell-note">
                {message.attempts === 1 ? "1 attempt" : `${message.attempts} attempts`}
              </span>
            </td>
            <LastError error={message.lastError} />
            <td>
              <Times message={message} />
            </td>
            {withActions ? (
              <td>
                <MessageActions message={message} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function MessageActions({ message }: { message: AdminMessage }) {
  const subject = `message ${message.id}`;
  if (message.retryable) {
    return <RowAction intent="retry-message" id={message.id} label="Send again" subject={subject} />;
  }
  if (message.status === "dead") {
    return (
      <span className="cell-note">
        Not kept: it held a one-time code or link. The shopper asks for a new one.
      </span>
    );
  }
  if (canDiscard(message)) {
    return (
      <RowAction
        intent="discard-message"
        id={message.id}
        label="Discard"
        subject={subject}
        confirm={`Discard message ${message.id}? It will never be sent.`}
      />
    );
  }
  return null;
}

/** When it was written, when it is (or was) next due, and when it went. */
function Times({ message }: { message: AdminMessage }) {
  return (
    <dl className="times">
      <dt>Created</dt>
      <dd>
        <time dateTime={message.createdAt}>{formatMinute(message.createdAt)}</time>
      </dd>
      {message.sentAt ? (
        <>
          <dt>Sent</dt>
          <dd>
            <time dateTime={message.sentAt}>{formatMinute(message.sentAt)}</time>
          </dd>
        </>
      ) : message.status === "pending" || message.status === "retrying" ? (
        <>
          <dt>Next try</dt>
          <dd>
            <time dateTime={message.availableAt}>{formatMinute(message.availableAt)}</time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
