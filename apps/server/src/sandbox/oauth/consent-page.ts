import type { SandboxUser } from "./test-users";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1d1d22}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}.tag{font-size:.8rem;background:#ffe08a;padding:.1rem .4rem;border-radius:4px}
ul{list-style:none;padding:0;margin:1rem 0}li{margin:.5rem 0}form{margin:0}
button{font:inherit;width:100%;text-align:left;padding:.7rem 1rem;border:1px solid #888;border-radius:6px;background:#fff;cursor:pointer}
button:hover,button:focus-visible{border-color:#1d4ed8;outline:3px solid #1d4ed855}
.note{display:block;font-size:.85rem;color:#4a4a55}.fail{border-color:#b91c1c;color:#b91c1c}
fieldset{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:.5rem 1rem 1rem}
label{display:block;margin:.5rem 0}input[type=text],input[type=email]{font:inherit;width:100%;padding:.4rem;box-sizing:border-box}
.error{color:#b91c1c}`;

export interface ConsentPage {
  providerName: string;
  /** Where the consent forms post. */
  action: string;
  interaction: string;
  clientOrigin: string;
  scopes: string[];
  users: readonly SandboxUser[];
  /** Offer the "e-mail verified" box for a typed person (OpenID `email_verified`). */
  askEmailVerified: boolean;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The sandbox's consent page: pick a test account, type another person, or fail. */
export function consentPage(input: ConsentPage): string {
  const hidden = `<input type="hidden" name="interaction" value="${escapeHtml(input.interaction)}">`;
  const choice = (
    user: SandboxUser,
  ) => `<li><form method="post" action="${escapeHtml(input.action)}">${hidden}
<button type="submit" name="user" value="${escapeHtml(user.key)}"><strong>${escapeHtml(user.name ?? "No name")}</strong>
${user.email ? ` &middot; ${escapeHtml(user.email)}` : " &middot; no e-mail"}
<span class="note">${escapeHtml(user.note)}</span></button></form></li>`;
  const verified = input.askEmailVerified
    ? `<label><input type="checkbox" name="emailVerified" value="true" checked> ${escapeHtml(input.providerName)} has verified this e-mail</label>`
    : "";
  return page(
    `Sign in with ${input.providerName} (sandbox)`,
    `<h1>Sign in with ${escapeHtml(input.providerName)} <span class="tag">sandbox</span></h1>
<p>This is Odin's local stand-in for ${escapeHtml(input.providerName)}. <strong>${escapeHtml(input.clientOrigin)}</strong>
asks for your profile (${escapeHtml(input.scopes.join(", ") || "no scopes")}). Choose a test account.</p>
<ul aria-label="Test accounts">${input.users.map(choice).join("")}</ul>
<form method="post" action="${escapeHtml(input.action)}">${hidden}
<fieldset><legend>Someone else</legend>
<label for="name">Name</label><input id="name" type="text" name="name" maxlength="100" autocomplete="off">
<label for="email">E-mail (leave empty to share none)</label><input id="email" type="email" name="email" maxlength="254" autocomplete="off">
${verified}
<button type="submit" name="user" value="custom">Continue as this person</button></fieldset></form>
<form method="post" action="${escapeHtml(input.action)}">${hidden}
<button type="submit" name="user" value="fail" class="fail"><strong>Fail</strong>
<span class="note">Cancel: the provider answers error=access_denied.</span></button></form>`,
  );
}

/** An authorization request the sandbox refuses without redirecting (bad client or redirect URI). */
export function errorPage(providerName: string, message: string): string {
  return page(
    `${providerName} sandbox: error`,
    `<h1>${escapeHtml(providerName)} <span class="tag">sandbox</span></h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
