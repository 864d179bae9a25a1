/** Pure rules of staff sign-in (decision 60). */

/** An e-mail address with most of its name hidden: "priya@example.in" → "p••••@example.in". */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "••••";
  return `${email[0]}••••${email.slice(at)}`;
}
