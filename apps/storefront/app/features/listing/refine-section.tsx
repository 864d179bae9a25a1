import { type ReactNode, useState } from "react";
import { ChevronDownIcon } from "../../ui/icons";

interface RefineSectionProps {
  /** Id of the summary; the section's controls are labelled by it. */
  id: string;
  label: ReactNode;
  /** Open when first shown; afterwards the shopper decides. */
  open: boolean;
  children: ReactNode;
}

/** One filter in the mobile REFINE panel: a disclosure, open when it holds applied values. */
export function RefineSection({ id, label, open, children }: RefineSectionProps) {
  const [initiallyOpen] = useState(open);
  return (
    <details className="refine-section" open={initiallyOpen}>
      <summary className="refine-section__summary" id={id}>
        {label}
        <ChevronDownIcon />
      </summary>
      <div className="refine-section__body">{children}</div>
    </details>
  );
}
