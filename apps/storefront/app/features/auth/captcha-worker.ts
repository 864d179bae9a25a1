import { type CaptchaChallengeFields, solveChallenge } from "./captcha-solver";

/** Solves one ALTCHA challenge off the main thread; answers the number, or null. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CaptchaChallengeFields>) => void) | null;
  postMessage: (message: number | null) => void;
};

scope.onmessage = (event) => {
  void solveChallenge(event.data).then((number) => scope.postMessage(number ?? null));
};
