import { LABELS } from "@odin/contracts";
import { LEGAL_BASE_PATH } from "./external-links";

/** The links of the footer's last row (spec 2 §2), which the checkout's footer shows too. */
export const FIXED_FOOTER_LINKS = [
  { label: LABELS.footer.whoWeAre, to: "/whoweare" },
  { label: LABELS.footer.faq, to: "/customercare" },
  { label: LABELS.footer.contactUs, to: "/contactus" },
  { label: LABELS.footer.privacyPolicy, to: `${LEGAL_BASE_PATH}/privacypolicy` },
  { label: LABELS.footer.termsAndConditions, to: `${LEGAL_BASE_PATH}/termsconditions` },
] as const;
