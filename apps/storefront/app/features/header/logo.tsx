import { LABELS } from "@odin/contracts";
import { Link } from "../../ui/link";

/** The "ODIN" wordmark, drawn as strokes so it needs no font and no image request. */
export function Wordmark({ height = 26 }: { height?: number }) {
  return (
    <svg
      className="wordmark"
      width={Math.round((height * 104) / 32)}
      height={height}
      viewBox="0 0 104 32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="4.5"
    >
      <circle cx="15" cy="16" r="12" />
      <path d="M37 4v24h7a12 12 0 0 0 0-24h-7Z" strokeLinejoin="round" />
      <path d="M68 4v24" />
      <path d="M80 28V4l20 24V4" strokeLinejoin="miter" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link href="/" className="logo" aria-label={LABELS.shell.homeLinkName}>
      <Wordmark />
    </Link>
  );
}
