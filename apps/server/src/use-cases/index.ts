export { useLifecycleHooks } from "./order-lifecycle-hooks";
