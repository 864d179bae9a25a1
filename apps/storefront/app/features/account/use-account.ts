import { type AccountResponse, MESSAGES, routes } from "@odin/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorDetailOf } from "../../lib/api";
import { browserApi } from "../../lib/browser-api";
import { isAccountResponse } from "./password-forms";

export type AccountState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; account: AccountResponse };

/**
 * The signed-in shopper's account (`GET /api/user/account`), asked for by the browser after
 * hydration: the token cookies are HttpOnly and travel with the call, and an expired access token is
 * refreshed by the API client (spec 1 §4). A failed refresh logs out and reloads, and the reloaded
 * page's loader sends the visitor home.
 */
export function useAccount(): { state: AccountState; retry: () => void } {
  const [state, setState] = useState<AccountState>({ status: "loading" });
  const mounted = useRef(false);

  const load = useCallback(() => {
    setState({ status: "loading" });
    void browserApi()
      .call(routes.account)
      .then((result) => {
        if (!mounted.current) return;
        if (result.ok && isAccountResponse(result.data)) {
          setState({ status: "ready", account: result.data });
          return;
        }
        setState({ status: "error", message: errorDetailOf(result, MESSAGES.generic.somethingWentWrong) });
      });
  }, []);

  useEffect(() => {
    mounted.current = true;
    load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  return { state, retry: load };
}
