import { LABELS } from "@odin/contracts";
import { Link } from "../../ui/link";
import { BRAND_LETTERS, letterHref } from "./brand-index";

interface LetterFilterProps {
  /** Letters that have brands. */
  letters: readonly string[];
  /** The chosen letter, null for View All. */
  current: string | null;
  /** A search is showing: no letter is current. */
  searching: boolean;
}

/** View All, A-Z and # (spec 2 §2 "Brands list"); letters without brands are disabled. */
export function LetterFilter({ letters, current, searching }: LetterFilterProps) {
  const available = new Set(letters);
  const item = (letter: string | null, label: string) => {
    const isCurrent = !searching && current === letter;
    if (letter !== null && !available.has(letter)) {
      return (
        <span className="letter-filter__item letter-filter__item--disabled">
          {label}
          <span className="visually-hidden"> {LABELS.brandsList.noBrandsForLetter}</span>
        </span>
      );
    }
    return (
      <Link
        className="letter-filter__item"
        href={letterHref(letter)}
        preventScrollReset
        aria-current={isCurrent ? "true" : undefined}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav className="letter-filter" aria-label={LABELS.brandsList.letterFilter}>
      <ul>
        <li className="letter-filter__all">{item(null, LABELS.brandsList.viewAll)}</li>
        {BRAND_LETTERS.map((letter) => (
          <li key={letter}>{item(letter, letter)}</li>
        ))}
      </ul>
    </nav>
  );
}
