import { createChallenge, verifySolution } from "altcha-lib/v1";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../lib/api/client";
import { fakeFetch, jsonResponse, storages } from "../../testing/fake-fetch";
import { createCaptchaSolver } from "./captcha";
import { captchaPayload, solveChallenge } from "./captcha-solver";

const HMAC_KEY = "test-only-captcha-key";

describe("ALTCHA proof of work in the browser", () => {
  it("finds the number and builds a payload the server's verifier accepts", async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 2_000, number: 1_234 });
    const number = await solveChallenge(challenge);
    expect(number).toBe(1_234);
    const payload = captchaPayload(challenge, number ?? -1);
    expect(await verifySolution(payload, HMAC_KEY, true)).toBe(true);
    expect(await verifySolution(captchaPayload(challenge, 1_235), HMAC_KEY, true)).toBe(false);
  });

  it("gives up past the maximum, on a malformed challenge and when aborted", async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 500, number: 400 });
    expect(await solveChallenge({ ...challenge, maxnumber: 100 })).toBeUndefined();
    expect(await solveChallenge({ ...challenge, challenge: "not hex" })).toBeUndefined();
    const controller = new AbortController();
    controller.abort();
    expect(await solveChallenge(challenge, controller.signal)).toBeUndefined();
  });

  it("fetches the challenge from GET /api/captcha/challenge and solves it (no worker here: this thread)", async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 300, number: 77 });
    const server = fakeFetch((call) =>
      call.path === "/api/captcha/challenge" ? jsonResponse(200, challenge) : jsonResponse(404),
    );
    const solve = createCaptchaSolver(createApiClient({ fetch: server.fetch, storage: storages() }));
    const token = await solve(new AbortController().signal);
    expect(await verifySolution(token ?? "", HMAC_KEY, true)).toBe(true);
    expect(server.callsTo("/api/captcha/challenge")).toHaveLength(1);

    const failing = createCaptchaSolver(
      createApiClient({ fetch: fakeFetch(() => jsonResponse(500)).fetch, storage: storages() }),
    );
    expect(await failing(new AbortController().signal)).toBeUndefined();
  });
});
