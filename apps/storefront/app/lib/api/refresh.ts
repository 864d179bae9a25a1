export interface RefresherSettings {
  /** Runs the refresh call; true when new tokens were issued. */
  refreshTokens: () => Promise<boolean>;
  /** Runs once per failed refresh, however many calls were waiting on it. */
  onRefreshFailed: () => void;
}

/**
 * One shared token refresh for all calls that got a 401 (spec 1 §4 "Token refresh").
 *
 * Each call notes the token `generation` when it is sent. A call whose 401 arrives while a refresh
 * runs waits for that refresh; a call sent before a refresh that has since succeeded just retries; a
 * call sent before a refresh that has since failed gets false without a second refresh, so a burst of
 * 401s makes exactly one refresh call and, if it fails, exactly one logout.
 */
export function createRefresher(settings: RefresherSettings) {
  let generation = 0;
  let failedGeneration = -1;
  let inFlight: Promise<boolean> | undefined;

  async function run(): Promise<boolean> {
    let ok = false;
    try {
      ok = await settings.refreshTokens();
    } catch {
      ok = false;
    }
    if (ok) generation += 1;
    else {
      failedGeneration = generation;
      settings.onRefreshFailed();
    }
    return ok;
  }

  return {
    /** The token generation to note when a call is sent. */
    get generation(): number {
      return generation;
    },
    /** Refreshes, or joins the running refresh, for a call sent at `sentAtGeneration`. */
    refresh(sentAtGeneration: number): Promise<boolean> {
      if (inFlight) return inFlight;
      if (sentAtGeneration !== generation) return Promise.resolve(true);
      if (failedGeneration === generation) return Promise.resolve(false);
      inFlight = run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    /** A login issued new tokens: calls sent from now on may refresh again. */
    tokensRenewed(): void {
      generation += 1;
    },
  };
}

export type Refresher = ReturnType<typeof createRefresher>;
