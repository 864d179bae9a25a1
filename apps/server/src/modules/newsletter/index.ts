export type { NewsletterService } from "./newsletter.service";
