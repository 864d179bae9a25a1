import { escapeHtml } from "../modules/messaging";
import type { SandboxMessage } from "./inbox";

/**
 * `GET /_sandbox/outbox`: the SMS and e-mails the demo store "sent", newest first, for a newcomer
 * trying sign-in by OTP or a password reset without a phone or a mailbox. Plain HTML, no script.
 */

const STYLE = `
body{font-family:system-ui,Arial,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.25rem;color:#1a1a1a;line-height:1.5}
h1{font-size:1.6rem;margin:.5rem 0}
form{display:flex;gap:.5rem;flex-wrap:wrap;align-items:flex-end;margin:1rem 0}
label{display:flex;flex-direction:column;font-weight:600}
input{font:inherit;padding:.4rem .5rem;border:1px solid #666;border-radius:4px;min-width:16rem}
button,.button{font:inherit;padding:.45rem 1rem;border:1px solid #1a1a1a;border-radius:4px;background:#1a1a1a;color:#fff;text-decoration:none}
ol{list-style:none;padding:0}
li{border:1px solid #bbb;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}
h2{font-size:1.05rem;margin:0 0 .25rem}
.meta{color:#444;font-size:.9rem;margin:0 0 .5rem}
.text{white-space:pre-wrap;word-break:break-word;margin:0;background:#f4f4f4;padding:.5rem;border-radius:4px}
a{color:#0b57d0}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`;

/** Escapes text and turns the http(s) links in it (reset links) into links. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

function messageItem(message: SandboxMessage): string {
  const when = escapeHtml(message.receivedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC"));
  const to = escapeHtml(message.to);
  if (message.channel === "sms") {
    const details = [
      `Received ${when}`,
      `sender ${escapeHtml(message.senderId ?? "none")}`,
      `DLT template ${escapeHtml(message.templateId ?? "none")}`,
    ].join(" · ");
    return `<li><article aria-label="SMS to ${to}"><h2>SMS to ${to}</h2><p class="meta">${details}</p><p class="text">${linkify(message.text)}</p></article></li>`;
  }
  const details = `Received ${when} · from ${escapeHtml(message.from ?? "")}`;
  return `<li><article aria-label="E-mail to ${to}"><h2>E-mail to ${to}: ${escapeHtml(message.subject ?? "")}</h2><p class="meta">${details}</p><p class="text">${linkify(message.text)}</p></article></li>`;
}

export function outboxPage(messages: SandboxMessage[], recipient: string | undefined): string {
  const filter = recipient ? ` to ${escapeHtml(recipient)}` : "";
  const list =
    messages.length === 0
      ? `<p>No messages${filter} yet. Ask for an OTP on the login screen, or for a password reset link, then refresh this page.</p>`
      : `<ol aria-label="Messages, newest first">${messages.map(messageItem).join("\n")}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox outbox · Odin demo</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sandbox outbox</h1>
<p>This demo store does not send real SMS or e-mails. Every message it would send, such as a one-time
password (OTP) or a password reset link, arrives here instead, newest first. The list lives in the
server's memory: it keeps the last 500 messages and empties when the server restarts.</p>
<form method="get" action="/_sandbox/outbox">
<label for="recipient">Phone number or e-mail
<input id="recipient" name="recipient" type="text" inputmode="email" autocomplete="off" value="${escapeHtml(recipient ?? "")}"></label>
<button type="submit">Show their messages</button>
<a class="button" href="/_sandbox/outbox">Show all and refresh</a>
</form>
<h2>${messages.length} message${messages.length === 1 ? "" : "s"}${filter}</h2>
${list}
</main>
</body>
</html>`;
}
