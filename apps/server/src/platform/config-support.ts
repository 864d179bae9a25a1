import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";

const count = (max: number) => z.coerce.number().int().min(1).max(max);

/** The environment variables of customer care, the newsletter and the app link (read by config.ts). */
export const supportEnv = {
  /** Where contact-form messages are e-mailed. */
  ODIN_SUPPORT_EMAIL: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/, "an e-mail address, e.g. care@shop.example.in")
    .default("care@odin.example"),
  /** The WhatsApp number of the home page's button, with its country code and no +. */
  ODIN_WHATSAPP_NUMBER: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, "8-15 digits with the country code, no + (e.g. 919000012345)")
    .default("919000012345"),
  /** The page the app-link SMS points at; the site's /apps page when unset. */
  ODIN_APP_LINK_URL: z.url({ protocol: /^https?$/ }).optional(),
  ODIN_SUPPORT_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  ODIN_CONTACT_MAX_PER_ADDRESS: count(100_000).default(10),
  ODIN_NEWSLETTER_MAX_PER_ADDRESS: count(100_000).default(20),
  ODIN_NEWSLETTER_MAX_PER_EMAIL: count(100).default(3),
  ODIN_APP_LINK_MAX_PER_PHONE: count(100).default(3),
  ODIN_APP_LINK_MAX_PER_ADDRESS: count(100_000).default(20),
};

/** Customer care, the newsletter and the app link (decision 38). */
export interface SupportConfig {
  supportEmail: string;
  whatsappNumber: string;
  appLinkUrl: string | undefined;
  /** Every limit below counts within this window. */
  limitWindowSeconds: number;
  maxContactsPerAddress: number;
  maxNewsletterPerAddress: number;
  maxNewsletterPerEmail: number;
  maxAppLinksPerPhone: number;
  maxAppLinksPerAddress: number;
}

type Env = BaseEnv & EnvOf<typeof supportEnv>;

export function supportConfig(env: Env): SupportConfig {
  return {
    supportEmail: env.ODIN_SUPPORT_EMAIL,
    whatsappNumber: env.ODIN_WHATSAPP_NUMBER,
    appLinkUrl: env.ODIN_APP_LINK_URL,
    limitWindowSeconds: env.ODIN_SUPPORT_LIMIT_WINDOW_SECONDS,
    maxContactsPerAddress: env.ODIN_CONTACT_MAX_PER_ADDRESS,
    maxNewsletterPerAddress: env.ODIN_NEWSLETTER_MAX_PER_ADDRESS,
    maxNewsletterPerEmail: env.ODIN_NEWSLETTER_MAX_PER_EMAIL,
    maxAppLinksPerPhone: env.ODIN_APP_LINK_MAX_PER_PHONE,
    maxAppLinksPerAddress: env.ODIN_APP_LINK_MAX_PER_ADDRESS,
  };
}
