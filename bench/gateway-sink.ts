/**
 * The SMS gateway and the SMTP server a benchmarked server sends its outbox to, in a process of
 * their own, as production's gateways are outside the shop's process. In demo mode the server
 * delivers to its own sandbox over HTTP, so every order's SMS and e-mail would otherwise be served,
 * rendered and kept by the process being measured.
 *
 * `node --import tsx bench/gateway-sink.ts [--sms-port 3901] [--smtp-port 3902]`, then start the
 * server with `ODIN_SMS_GATEWAY_URL=http://127.0.0.1:3901/sms ODIN_SMTP_URL=smtp://127.0.0.1:3902`.
 * It counts what it receives and prints the counts every 10 s.
 */
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";

const { values } = parseArgs({
  options: {
    "sms-port": { type: "string", default: "3901" },
    "smtp-port": { type: "string", default: "3902" },
  },
});
const counts = { sms: 0, email: 0 };

const sms = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    counts.sms += 1;
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ messageId: `sink-${counts.sms}` }));
  });
});
sms.listen(Number(values["sms-port"]), "127.0.0.1");

const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ["STARTTLS"],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      counts.email += 1;
      callback();
    });
  },
});
smtp.listen(Number(values["smtp-port"]), "127.0.0.1");

setInterval(() => console.log(JSON.stringify(counts)), 10_000).unref();
console.log(`SMS gateway on :${values["sms-port"]}/sms, SMTP on :${values["smtp-port"]}`);
