/** Outcomes handed to the login modal in the fragment (apps/storefront/app/features/auth/open-login.ts). */
export function withLoginFragment(returnTo: string, fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) params.set(key, value);
  return `${returnTo}#${params.toString()}`;
}
