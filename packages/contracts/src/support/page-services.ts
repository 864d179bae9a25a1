/** What the storefront's pages may ask of the support services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { NewsletterProblem, SupportProblem } from "./problems";
import type {
  AppLinkRequest,
  ContactRequest,
  NewsletterConfirmRequest,
  NewsletterRequest,
  SupportAnswer,
} from "./support";

/**
 * The contact form and the send-app-link box (spec 2 §5, §7), counted against the request's client
 * address as `POST /api/contactus` and `/api/appDownloadLink` are; and the WhatsApp link (spec 2 §1).
 */
export interface SupportPageService {
  contact(input: ContactRequest): Promise<Result<SupportAnswer, SupportProblem>>;
  appLink(input: AppLinkRequest): Promise<Result<SupportAnswer, SupportProblem>>;
  whatsappUrl(): string;
}

/** The newsletter sign-up and its confirmation link (spec 2 §4, §5), as `POST /api/newsletter` and `/confirm`. */
export interface NewsletterPageService {
  subscribe(input: NewsletterRequest): Promise<Result<SupportAnswer, NewsletterProblem>>;
  confirm(input: NewsletterConfirmRequest): Promise<Result<SupportAnswer, NewsletterProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    support: SupportPageService;
    newsletter: NewsletterPageService;
  }
}
