import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export interface OnDemand<P extends object> {
  /** Renders the component, suspending only while its module is still on the way. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the module; a loader awaits this so the render that follows never suspends. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code is fetched when a page first needs it, so one route can show several
 * kinds of page without shipping all of them to every page.
 *
 * Once the module is in, `lazy` receives an already-settled thenable: React reads a thenable that
 * settles synchronously as resolved and renders without suspending. That keeps the server's render
 * free of Suspense fallbacks (the loader preloads first) and lets later client renders go straight
 * through; only the first client render before the module has arrived suspends.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Component = lazy(() => {
    const component = loaded;
    if (!component) return preload().then((ready) => ({ default: ready }));
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: React reads a thenable that settles at once as resolved.
      then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    };
    return settled as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return { Component, preload };
}
