import { useEffect, useRef } from "react";
import { useMatches } from "react-router";

/**
 * Field measurements of Core Web Vitals (decision 75): once the app has started, loads the reporter
 * and the `web-vitals` library with `import()`, in a chunk of their own, so the first load's script
 * carries only this hook. The page type is the one of the routes the document was loaded with.
 * Mounted once, in the shell.
 */
export function useWebVitals(): void {
  const matches = useMatches();
  const landing = useRef(matches);
  useEffect(() => {
    import("./web-vitals-report")
      .then((report) => report.startWebVitals(landing.current))
      .catch(() => undefined);
  }, []);
}
