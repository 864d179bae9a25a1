import type { FastifyInstance } from "fastify";
import {
  type AuthorizationRequest,
  checkAuthorizationRequest,
  type createCodeStore,
  errorRedirect,
  type SandboxClient,
} from "./authorization";
import { consentPage, errorPage } from "./consent-page";
import { customUser, type SandboxUser } from "./test-users";
import { TtlStore } from "./ttl-store";

export interface AuthorizationEndpoints {
  providerName: string;
  provider: "google" | "facebook";
  /** e.g. `/_sandbox/oauth/google/authorize` */
  authorizePath: string;
  consentPath: string;
  client: SandboxClient;
  users: readonly SandboxUser[];
  askEmailVerified: boolean;
  codes: ReturnType<typeof createCodeStore>;
}

const html = "text/html; charset=utf-8";
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The browser-facing half of a sandbox provider: the authorization request shows the consent page
 * (its parameters wait server-side for 10 minutes under a one-time interaction id), and the consent
 * redirects to the client's redirect URI with a code, or with `error=access_denied` for "Fail".
 */
export function registerAuthorization(scope: FastifyInstance, options: AuthorizationEndpoints): void {
  const { client, codes } = options;
  const interactions = new TtlStore<AuthorizationRequest>(10 * 60 * 1000);

  scope.get(options.authorizePath, { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const checked = checkAuthorizationRequest(request.query as Record<string, unknown>, client);
    if (!checked.ok && "fatal" in checked) {
      return reply.status(400).type(html).send(errorPage(options.providerName, checked.fatal));
    }
    if (!checked.ok) return reply.redirect(checked.redirect, 302);
    return reply.type(html).send(
      consentPage({
        providerName: options.providerName,
        action: options.consentPath,
        interaction: interactions.put(checked.request),
        clientOrigin: new URL(checked.request.redirectUri).host,
        scopes: checked.request.scopes,
        users: options.users,
        askEmailVerified: options.askEmailVerified,
      }),
    );
  });

  scope.post(options.consentPath, { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const body = (request.body ?? {}) as Record<string, unknown>;
    const pending = interactions.take(text(body.interaction));
    if (!pending) {
      const message = "This sign-in request has expired or was already answered. Start again from the shop.";
      return reply.status(400).type(html).send(errorPage(options.providerName, message));
    }
    const choice = text(body.user);
    if (choice === "fail") {
      return reply.redirect(
        errorRedirect(pending.redirectUri, pending.state, "access_denied", "The user denied the request."),
        302,
      );
    }
    let user = options.users.find((candidate) => candidate.key === choice);
    if (choice === "custom") {
      const name = text(body.name).slice(0, 100);
      const email = text(body.email).slice(0, 254) || undefined;
      if (name === "" || (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
        return reply
          .status(400)
          .type(html)
          .send(errorPage(options.providerName, "Give a name and a valid e-mail or none."));
      }
      const emailVerified = options.askEmailVerified ? body.emailVerified === "true" : true;
      user = customUser(options.provider, { name, email, emailVerified });
    }
    if (!user)
      return reply.status(400).type(html).send(errorPage(options.providerName, "Unknown test account."));
    const url = new URL(pending.redirectUri);
    url.searchParams.set("code", codes.issue(pending, user));
    if (pending.state) url.searchParams.set("state", pending.state);
    return reply.redirect(url.toString(), 302);
  });
}
