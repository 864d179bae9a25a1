import type { AdminOrder } from "@odin/contracts";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { MESSAGE_TEMPLATE_LABELS } from "./order-labels";

/**
 * What the shopper was sent about the order: each SMS and e-mail of the outbox, in the words the
 * shopper read, and whether it went. A message whose words were not kept (a code or a link is never
 * kept once sent) says what kind of message it was instead.
 */
export function OrderMessages({ messages }: { messages: AdminOrder["messages"] }) {
  return (
    <section aria-labelledby="messages-title" className="order-section">
      <h2 id="messages-title">Messages to the shopper</h2>
      {messages.length === 0 ? (
        <p className="empty">No SMS or e-mail was sent about this order.</p>
      ) : (
        <ScrollTable id="messages" caption="Messages to the shopper" compact>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Channel</th>
              <th scope="col">Message</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>
                  <time dateTime={message.createdAt}>{formatMinute(message.createdAt)}</time>
                </td>
                <td>{message.channel === "sms" ? "SMS" : "E-mail"}</td>
                <td className="wide-cell">
                  {message.text === null ? (
                    <>
                      {message.template}
                      {MESSAGE_TEMPLATE_LABELS[message.template] ? (
                        <span className="cell-note">{MESSAGE_TEMPLATE_LABELS[message.template]}</span>
                      ) : null}
                    </>
                  ) : (
                    <span className="message-text">{message.text}</span>
                  )}
                </td>
                <td>{message.recipient}</td>
                <td>
                  {message.status}
                  <span className="cell-note">
                    {message.sentAt ? (
                      <>
                        sent <time dateTime={message.sentAt}>{formatMinute(message.sentAt)}</time>
                      </>
                    ) : (
                      `${message.attempts} ${message.attempts === 1 ? "attempt" : "attempts"}`
                    )}
                  </span>
                  {message.lastError ? (
                    <span className="cell-note error-text">{message.lastError}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

const DOCUMENT_NAMES = { invoice: "Tax invoice", credit_note: "Credit note" } as const;

/** The order's tax invoice and credit notes, each a PDF opened from the back office's API. */
export function OrderDocuments({ documents }: { documents: AdminOrder["documents"] }) {
  return (
    <section aria-labelledby="documents-title" className="order-section">
      <h2 id="documents-title">Invoice and credit notes</h2>
      {documents.length === 0 ? (
        <p className="empty">No invoice or credit note has been issued for this order yet.</p>
      ) : (
        <ul className="plain-list documents">
          {documents.map((document) => (
            <li key={document.number}>
              {/* The API's own address (outside the app's /admin pages): a file, not a page. */}
              <a href={document.url} download={`${document.number}.pdf`}>
                {DOCUMENT_NAMES[document.kind]} {document.number} (PDF)
              </a>{" "}
              <span className="muted">
                issued <time dateTime={document.issuedAt}>{formatMinute(document.issuedAt)}</time>
                {document.reason ? `, for a ${document.reason}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
