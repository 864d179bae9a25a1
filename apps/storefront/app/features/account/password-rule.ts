import { type PasswordRule, routes } from "@odin/contracts";
import { useEffect, useState } from "react";
import { browserApi } from "../../lib/browser-api";

let loading: Promise<PasswordRule | null> | undefined;

function ruleOf(body: unknown): PasswordRule | null {
  const rule = (body as { data?: Partial<PasswordRule> } | null)?.data;
  return typeof rule?.regex === "string" && typeof rule.errorMessage === "string"
    ? { regex: rule.regex, errorMessage: rule.errorMessage }
    : null;
}

/**
 * The server's password rule (`GET /api/user/password-rule`, spec 1 §5), fetched once per page load;
 * null until it arrives or when it cannot be had, and then `passwordProblem` applies the default rule.
 * A failed fetch is tried again by the next form that asks.
 */
export function loadPasswordRule(): Promise<PasswordRule | null> {
  loading ??= browserApi()
    .call(routes.passwordRule)
    .then((result) => {
      const rule = result.ok ? ruleOf(result.data) : null;
      if (!rule) loading = undefined;
      return rule;
    });
  return loading;
}

export function usePasswordRule(): PasswordRule | null {
  const [rule, setRule] = useState<PasswordRule | null>(null);
  useEffect(() => {
    let live = true;
    void loadPasswordRule().then((loaded) => {
      if (live) setRule(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return rule;
}

export function forgetPasswordRuleForTests(): void {
  loading = undefined;
}
