import { BANK_TRANSFER, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { BankTransferService } from "./bank-transfer.service";

const OWNER =
  "For the signed-in shopper (access token in the Authorization header or the cookie); a guest or an " +
  "expired token answers 401. Account numbers are never answered whole: only `XXXXXXXX` and their last " +
  "four characters.";

const RULES =
  "Each field is checked by the rules of spec 3 §5; every broken rule answers 400 with its message: " +
  '"Please enter your Account Holder Name" (and Bank Name, Branch Name), "Alphabets only, please" (the ' +
  'holder: letters and spaces), "Please enter your Account Number!" (empty, whitespace or other than ' +
  `letters and digits), at most ${BANK_TRANSFER.accountNumberMaxDigits} characters, "Please enter the same ` +
  'Account Number!", "Not a valid IFSC Code, please check" (4 letters, 0, 6 letters or digits, upper-cased ' +
  `first), names of at least ${BANK_TRANSFER.nameMinChars} characters, and \`accountType\` SB or CC.`;

/** Bank-transfer details (spec 3 §3, §5, §7 addNEFT; API.md `GET`,`POST /api/neft`). */
export function bankTransferRoutes(app: FastifyInstance, bankTransfer: BankTransferService): void {
  serve(app, routes.neftList, {
    tag: "returns",
    summary: "The shopper's bank-transfer records, most recently saved or used first",
    description: OWNER,
    handler: async (request) => bankTransfer.list(signedInUserId(request)),
  });

  serve(app, routes.neftAdd, {
    tag: "returns",
    summary: "addNEFT: save bank-transfer details; answers the saved record with its id",
    description:
      `${RULES} The same account (IFSC and number) saved again answers its record, with the names as ` +
      `now typed. At most ${BANK_TRANSFER.perShopper} records: one more answers 400 NEFT_LIMIT_REACHED; ` +
      "saves per shopper are limited per hour (429). Spec 3 §7: an answer without the record is a " +
      `failure; this call always answers it. ${OWNER}`,
    handler: async (request) => unwrap(await bankTransfer.add(signedInUserId(request), request.body)),
  });
}
