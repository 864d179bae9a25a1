import type { ReactNode } from "react";
import { Link } from "react-router";

interface AnyLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  "aria-current"?: "page";
  "data-autofocus"?: boolean;
}

/** A site-relative address ("/x", not "//x") navigates inside the app; anything else is a plain link. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** Link for addresses that come from content data: router link when internal, plain anchor otherwise. */
export function AnyLink({ href, children, ...rest }: AnyLinkProps) {
  if (isInternalHref(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
