import type { FastifyInstance } from "fastify";

/** Which rendered pages a change makes stale: every page, or those at some paths (whatever their query). */
export type StalePages = { all: true } | { all: false; paths: readonly string[] };

export interface PagePurger {
  purge(stale: StalePages): Promise<void>;
}

const purgers = new WeakMap<FastifyInstance, PagePurger[]>();

/**
 * The rendered-page caches of an app (decision 71): a module whose change alters what pages show
 * (published content) purges through it; the storefront host adds its cache when it sets it up,
 * after the modules. With no storefront (API tests, the worker) nothing is added and a purge does
 * nothing.
 */
export function renderedPagesOf(app: FastifyInstance) {
  let added = purgers.get(app);
  if (!added) {
    added = [];
    purgers.set(app, added);
  }
  const list = added;
  return {
    add(purger: PagePurger): void {
      list.push(purger);
    },
    async purge(stale: StalePages): Promise<void> {
      for (const purger of list) await purger.purge(stale);
    },
  };
}
