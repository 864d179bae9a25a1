import { LABELS } from "@odin/contracts";
import { ArrowUpIcon } from "../../ui/icons";

/** Scrolls smoothly to the top (instantly when the user prefers reduced motion) and moves focus there. */
export function BackToTop() {
  const onClick = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("top")?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="back-to-top" onClick={onClick}>
      <ArrowUpIcon />
      {LABELS.footer.backToTop}
    </button>
  );
}
