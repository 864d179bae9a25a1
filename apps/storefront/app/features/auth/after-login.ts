/**
 * What other features do after a login or a logout (spec 1 §4): the bag reloads (unless on a
 * checkout path) and the favourites reload after a login; the bag empties after a logout. Those
 * features register here instead of the login code knowing them. A failing hook is reported to the
 * console and never stops the others.
 */
export interface LoginContext {
  /** The path the shopper was on when the login finished. */
  pathname: string;
  /** True on a checkout path, where the bag must not be reloaded (spec 1 §4). */
  onCheckoutPath: boolean;
  /** The login created the account. */
  registered: boolean;
}

export interface LogoutContext {
  pathname: string;
}

type Hook<C> = (context: C) => void | Promise<void>;

const afterLogin = new Set<Hook<LoginContext>>();
const afterLogout = new Set<Hook<LogoutContext>>();

/** Registers a hook run after every login; returns its removal. */
export function onAfterLogin(hook: Hook<LoginContext>): () => void {
  afterLogin.add(hook);
  return () => afterLogin.delete(hook);
}

/** Registers a hook run after every logout; returns its removal. */
export function onAfterLogout(hook: Hook<LogoutContext>): () => void {
  afterLogout.add(hook);
  return () => afterLogout.delete(hook);
}

async function runAll<C>(hooks: Set<Hook<C>>, context: C): Promise<void> {
  await Promise.all(
    [...hooks].map(async (hook) => {
      try {
        await hook(context);
      } catch (error) {
        console.error("after-login hook failed", error);
      }
    }),
  );
}

export const runAfterLogin = (context: LoginContext) => runAll(afterLogin, context);
export const runAfterLogout = (context: LogoutContext) => runAll(afterLogout, context);
