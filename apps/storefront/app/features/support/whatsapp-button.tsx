import { LABELS } from "@odin/contracts";
import { WhatsappIcon } from "../../ui/icons";

/** The floating WhatsApp contact button of the home page (spec 2 §1): a plain link to WhatsApp's chat. */
export function WhatsappButton({ href }: { href: string }) {
  return (
    <a
      className="whatsapp-button"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${LABELS.whatsapp.chat} ${LABELS.shell.opensInNewTab}`}
    >
      <WhatsappIcon />
    </a>
  );
}
