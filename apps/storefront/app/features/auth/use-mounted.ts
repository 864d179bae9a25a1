import { useEffect, useRef } from "react";

/**
 * True while the component is mounted: an answer that arrives after the modal closed is dropped.
 * (Under StrictMode's test remount the ref turns true again, unlike a per-effect flag.)
 */
export function useMounted() {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
