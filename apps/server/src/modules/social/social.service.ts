import {
  fail,
  type MissingField,
  ok,
  type Result,
  type SocialProvider,
  sameSitePath,
  socialCallbackQuery,
  socialProblems,
} from "@odin/contracts";
import type { FastifyBaseLogger } from "fastify";
import { randomToken, sameSecret } from "../../platform/secrets";
import type { IssuedTokens } from "../auth";
import type { FlowSealer } from "./flow-cookie";
import { ProviderError } from "./oauth-http";
import type { ProviderClient } from "./provider-client";
import { withLoginFragment } from "./return-to";
import type {
  SocialAccount,
  SocialAccounts,
  SocialRegistrationInput,
  SocialSignInProblem,
} from "./social-accounts";
import { pkceChallenge } from "./social-crypto";
import type { SocialTokens } from "./social-token";

/**
 * Google and Facebook sign-in (docs/decisions/0019-social-sign-in.md): the redirect to the provider
 * and its return, finishing in the stored route (signed in), the login modal's `missed` view (a new
 * account needs a mobile number) or its `socialLoginError` view.
 */
export interface SocialService {
  /**
   * Where to send the browser, and the sealed flow cookie (absent when the provider is off or
   * unreachable); `returnTo` must be a path of this site.
   */
  start(
    provider: SocialProvider,
    returnTo: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<Result<{ location: string; flow?: string }, "badReturnTo">>;
  /** The provider's return: where to send the browser, and the tokens when the shopper is signed in. */
  finish(
    provider: SocialProvider,
    query: unknown,
    flowCookie: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<{ location: string; tokens?: IssuedTokens }>;
  /** `POST /api/user/missing-fields`: the tokens, or the fields still missing. */
  missingFields(
    input: SocialRegistrationInput,
  ): Promise<Result<IssuedTokens | { missingFields: MissingField[] }, SocialSignInProblem>>;
  /** The social body of `POST /api/user/register` (registration module). */
  completeSocialRegistration(
    input: SocialRegistrationInput,
  ): Promise<Result<IssuedTokens, SocialSignInProblem>>;
  /** The `social` grant of `POST /auth/token`: a socialToken of an identity that has an account. */
  signInWithToken(
    socialToken: string,
    provider: SocialProvider,
  ): Promise<Result<IssuedTokens, SocialSignInProblem>>;
}

export interface SocialServiceDeps {
  clients: Partial<Record<SocialProvider, ProviderClient>>;
  accounts: SocialAccounts;
  sealer: FlowSealer;
  tokens: SocialTokens;
}

/** A provider's `error` value, logged only when it looks like an OAuth error code. */
const errorCode = (value: string) => (/^[a-z_]{1,64}$/.test(value) ? value : "unrecognised error");

/** The tokens of a signed-in account; a new account's missing fields are a failure here. */
function tokensOf(
  account: Result<SocialAccount, SocialSignInProblem>,
): Result<IssuedTokens, SocialSignInProblem> {
  if (!account.ok) return account;
  const found = account.value;
  if (found.kind === "signedIn") return ok(found.tokens);
  return fail(socialProblems.missingFields(found.missing, found.profile.email));
}

export function createSocialService(deps: SocialServiceDeps): SocialService {
  const { clients, accounts, sealer, tokens } = deps;

  const failed = (provider: SocialProvider, returnTo: string, extra: Record<string, string> = {}) => ({
    location: withLoginFragment(returnTo, { login: "socialLoginError", provider, ...extra }),
  });

  return {
    async start(provider, requestedReturnTo, log) {
      const returnTo = sameSitePath(requestedReturnTo ?? "/");
      if (!returnTo) return fail(socialProblems.badReturnTo());
      const client = clients[provider];
      if (!client) {
        log.warn({ provider }, "social sign-in: provider is off");
        return ok(failed(provider, returnTo));
      }
      const state = randomToken();
      const verifier = randomToken(48);
      const nonce = client.usesNonce ? randomToken() : undefined;
      try {
        const location = await client.authorizationUrl({
          state,
          codeChallenge: pkceChallenge(verifier),
          nonce,
        });
        return ok({ location, flow: await sealer.seal({ provider, state, verifier, nonce, returnTo }) });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ provider, reason: error.message }, "social sign-in could not start");
        return ok(failed(provider, returnTo));
      }
    },

    async finish(provider, query, flowCookie, log) {
      const flow = await sealer.open(flowCookie);
      // Checked again: a cookie sealed by an earlier version carries whatever that version let through.
      const returnTo = sameSitePath(flow?.returnTo) ?? "/";
      const refuse = (reason: string, extra: Record<string, string> = {}) => {
        log.warn({ provider, reason }, "social sign-in failed");
        return failed(provider, returnTo, extra);
      };
      if (!flow) return refuse("no valid flow cookie (expired, missing or another browser)");
      const client = clients[provider];
      if (flow.provider !== provider || !client) return refuse("flow of another provider");
      const parsed = socialCallbackQuery.safeParse(query);
      if (!parsed.success) return refuse("malformed return");
      const { code, state, error } = parsed.data;
      if (!state || !sameSecret(state, flow.state)) return refuse("state does not match");
      if (error) return refuse(`provider answered ${errorCode(error)}`);
      if (!code) return refuse("no code");
      let found: Result<SocialAccount, SocialSignInProblem>;
      try {
        const profile = await client.profile({ code, verifier: flow.verifier, nonce: flow.nonce });
        found = await accounts.ofProfile(profile);
      } catch (caught) {
        if (caught instanceof ProviderError) return refuse(caught.message);
        throw caught;
      }
      if (!found.ok) return refuse(`account refused: ${found.problem.code}`, { code: found.problem.code });
      const outcome = found.value;
      if (outcome.kind === "signedIn") {
        log.info({ provider, userId: outcome.userId }, "social sign-in");
        return { location: returnTo, tokens: outcome.tokens };
      }
      log.info({ provider, missing: outcome.missing }, "social sign-in needs more fields");
      return {
        location: withLoginFragment(returnTo, {
          login: "missed",
          provider,
          missing: outcome.missing.join(","),
          email: outcome.profile.email,
          socialToken: await tokens.issue(outcome.profile),
        }),
      };
    },

    async missingFields(input) {
      const account = await accounts.register(input);
      if (account.ok && account.value.kind === "missing") return ok({ missingFields: account.value.missing });
      return tokensOf(account);
    },

    completeSocialRegistration: async (input) => tokensOf(await accounts.register(input)),

    async signInWithToken(socialToken, provider) {
      const verified = await accounts.profileOfToken(socialToken, provider);
      if (!verified.ok) return verified;
      const account = await accounts.ofProfile(verified.value);
      if (!account.ok || account.value.kind !== "missing") return tokensOf(account);
      // No account yet: the app asks for the missing fields as the `missed` view does (spec 1 §7 "Login error").
      return fail(socialProblems.noAccount(account.value.missing, account.value.profile.email));
    },
  };
}
