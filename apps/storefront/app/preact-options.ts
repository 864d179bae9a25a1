import { options } from "preact";

/**
 * What the storefront's code expects of React and sets Preact to do the same (decision 76). Imported
 * by both entries (and the component tests' setup), before anything renders.
 */

/**
 * React's `suppressHydrationWarning` means nothing to Preact, whose hydration compares no attribute,
 * and Preact's server renderer would write it out as an attribute (React Router's `<Scripts>`,
 * `<ScrollRestoration>` and `<Meta>` pass it): the prop is dropped from every element as it is made.
 */
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === "string" && props && "suppressHydrationWarning" in props)
    delete props.suppressHydrationWarning;
  previousVnodeHook?.(vnode);
};

/**
 * React runs a render's effects before it handles the next event; Preact runs them after the next
 * frame, so a tap could reach a render whose effects have not run. An effect that posts what was
 * chosen before the scripts ran, say, would then post again after the tap's own post, cancelling it.
 * Effects wait for the frame as Preact has them wait (or 35 ms without one), and run at once when an
 * event comes first.
 */
let runEffects: (() => void) | undefined;
function runPendingEffects(): void {
  const run = runEffects;
  runEffects = undefined;
  run?.();
}
options.requestAnimationFrame = (run) => {
  runEffects = run;
  const done = () => {
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    setTimeout(runPendingEffects);
  };
  const fallback = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
};
const previousEventHook = options.event;
options.event = (event) => {
  runPendingEffects();
  return previousEventHook ? previousEventHook(event) : event;
};
