import type { ComponentProps } from "react";

interface LinkProps extends ComponentProps<"a"> {
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (filters, sorts and pages of a listing). */
  preventScrollReset?: boolean;
}

/**
 * Every link of the storefront is a plain anchor. One listener on the document routes clicks on the
 * site's own links inside the app (features/shell/link-navigation.ts), so a page with hundreds of
 * links hydrates without router hooks for each; what a link does is in its markup.
 */
export function Link({ replace, preventScrollReset, ...anchor }: LinkProps) {
  return (
    <a
      {...anchor}
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
    />
  );
}
