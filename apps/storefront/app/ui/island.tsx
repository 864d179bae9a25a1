import { type ComponentType, Suspense, useEffect, useLayoutEffect } from "react";
import { onDemand } from "./on-demand";

/**
 * When an island's code is fetched: as it comes near the screen, or at the shopper's first touch,
 * click, key or focus inside it. Either way a form sent inside it fetches it at once.
 */
export type IslandTrigger = "visible" | "interaction";

const INTERACTIONS = ["pointerdown", "touchstart", "focusin", "keydown", "mouseover"] as const;

/** How far below the screen an island starts loading. */
const VISIBLE_MARGIN = "300px";

/** The island's element in the server's HTML, if the page came with it. */
const drawnBy = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`);

/**
 * An island of the server's HTML waiting for its scripts: `needed` settles when its trigger fires
 * (or `wake` is called); a form sent inside it meanwhile is held, and sent again by `resume` once
 * the island has hydrated, so its own handler answers it in place. `release` gives a held form back
 * to the browser, which sends it as it does without scripts.
 */
function waitFor(element: HTMLElement, trigger: IslandTrigger) {
  let wake = () => {};
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let observer: IntersectionObserver | undefined;
  const listening = new AbortController();
  const needed = new Promise<void>((resolve) => {
    wake = resolve;
    if (trigger === "visible") {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) resolve();
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      // The island's own element draws no box (display: contents); its children do.
      for (const child of element.children) observer.observe(child);
      return;
    }
    for (const type of INTERACTIONS) {
      element.addEventListener(type, () => resolve(), { capture: true, signal: listening.signal });
    }
  }).then(() => {
    observer?.disconnect();
    listening.abort();
  });
  const hold = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
    wake();
  };
  element.addEventListener("submit", hold, true);
  const sendHeld = () => {
    element.removeEventListener("submit", hold, true);
    const form = held;
    held = undefined;
    form?.form.requestSubmit(form.submitter);
    return form !== undefined;
  };
  return {
    needed,
    wake: () => wake(),
    release: () => void sendHeld(),
    resume: () => {
      if (sendHeld()) return;
      // Focus taken before the scripts ran: given again, for the handlers that act on it.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && element.contains(focused)) {
        focused.blur();
        focused.focus();
      }
    },
  };
}

const preloads: (() => Promise<unknown>)[] = [];

/** Loads every island's module: the server (and a test) draws each island whole, at once. */
export function preloadIslands(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}

/**
 * A part of the page whose scripts load only when it is needed (decision 78): the server draws it
 * whole, and in the browser it stays the server's HTML, its links and menus working as they do
 * without scripts, until it comes near the screen or is touched (`trigger`). Then its module loads
 * and hydrates the HTML in place: what the shopper typed or opened meanwhile stays, a form sent
 * meanwhile is sent again to the hydrated part, and a field focused meanwhile is focused again.
 *
 * The runtime keeps the server's HTML of a part that suspends while the page hydrates, and hydrates
 * it once the part resumes; the part suspends here until its trigger fires and its module is in.
 * Drawn later in the app (a client navigation to a page that shows it), it has no HTML to keep, so
 * it loads at once; so does one the app takes off the page before it was needed, to be drawn again.
 */
export function island<P extends object>(
  name: string,
  trigger: IslandTrigger,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let wake = () => {};
  const part = onDemand<P>(async () => {
    const element = typeof document === "undefined" ? null : drawnBy(name);
    if (!element?.firstElementChild) return load();
    const waiting = waitFor(element, trigger);
    wake = waiting.wake;
    await waiting.needed;
    const Component = await load().catch((error: unknown) => {
      waiting.release();
      throw error;
    });
    // biome-ignore lint/correctness/noComponentHookFactories: made once per island, when its module arrives.
    return function Hydrated(props: P) {
      // As the part commits, before anything else can reach its handlers: they take over from here.
      useLayoutEffect(waiting.resume, []);
      return <Component {...props} />;
    };
  });
  preloads.push(part.preload);
  // biome-ignore lint/correctness/noComponentHookFactories: island() runs once per island, at module level.
  function Island(props: P) {
    useEffect(() => () => wake(), []);
    return (
      <div className="island" data-island={name}>
        <Suspense>
          <part.Component {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
