import type { Result, TokenRequest } from "@odin/contracts";
import type { FastifyRequest } from "fastify";
import type { IssuedTokens } from "./sessions";

/** The grant types of `POST /auth/token` that other modules provide: OTP and social sign-in. */
export type ProvidedGrantType = Exclude<TokenRequest["grant_type"], "password" | "refresh_token">;

/** The body of one grant type of `POST /auth/token`. */
export type GrantBody<G extends TokenRequest["grant_type"]> = Extract<TokenRequest, { grant_type: G }>;

/** A sign-in grant built by another module (OTP, social): the body of its grant type to tokens, or its problem. */
export interface GrantHandler<G extends ProvidedGrantType, Name extends string = string> {
  signIn(body: GrantBody<G>, request: FastifyRequest): Promise<Result<IssuedTokens, Name>>;
}

/**
 * The grants of `POST /auth/token` that other modules provide. The OTP and social modules need the
 * auth module's sessions and captcha, so they are built after it and add their grant here; until a
 * module has added its grant, that grant type answers 501.
 */
export interface SignInGrants {
  provide<G extends ProvidedGrantType>(type: G, handler: GrantHandler<G>): void;
  of<G extends ProvidedGrantType>(type: G): GrantHandler<G> | undefined;
}

export function createSignInGrants(): SignInGrants {
  const handlers: { [G in ProvidedGrantType]?: GrantHandler<G> } = {};
  return {
    provide(type, handler) {
      if (handlers[type]) throw new Error(`The ${type} grant is provided twice`);
      // A computed key: TypeScript cannot relate `handlers[type]` to `GrantHandler<G>` for a generic G.
      Object.assign(handlers, { [type]: handler });
    },
    of: (type) => handlers[type],
  };
}
