import { createHash, randomBytes } from "node:crypto";
import { BAG, GUEST_BAG_COOKIE } from "@odin/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookieOptions } from "../../platform/cookies";
import type { BagOwner, BagService } from "./bag.service";

/** The database holds only the token's SHA-256: a leaked table names no browser's bag. */
const guestKeyOf = (token: string) => createHash("sha256").update(token).digest("base64url");

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function guestTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies?.[GUEST_BAG_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/**
 * Whose bag a request acts on (spec 3 §6; decision 27). A signed-in shopper's, after a guest bag this
 * browser still names has been merged into it and its cookie cleared; else the guest bag of the
 * cookie. `create` (a change to the bag) gives a guest without one a new bag: a random token in an
 * HttpOnly cookie, which a form post without scripts carries as well as the API client.
 */
export async function bagOwnerOf(
  bag: Pick<BagService, "mergeGuest">,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number | null,
  create: boolean,
): Promise<BagOwner | null> {
  const token = guestTokenOf(request);
  if (userId !== null) {
    if (token) {
      await bag.mergeGuest(guestKeyOf(token), userId);
      reply.clearCookie(GUEST_BAG_COOKIE, cookieOptions(request));
    }
    return { userId };
  }
  if (token) return { guestKey: guestKeyOf(token) };
  if (!create) return null;
  const fresh = randomBytes(32).toString("base64url");
  reply.setCookie(GUEST_BAG_COOKIE, fresh, {
    ...cookieOptions(request),
    maxAge: BAG.guestBagDays * 24 * 3600,
  });
  return { guestKey: guestKeyOf(fresh) };
}
