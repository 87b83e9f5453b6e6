/** Server-rendered pages of the identity provider, styled like the Forge shell. */
import { createHash } from 'node:crypto';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLES = `
:root{--navy:#0f172a;--navy-2:#1e293b;--accent:#f97316;--accent-dark:#c2410c;--text:#0f172a;--muted:#475569;--border:#cbd5e1;--bg:#f1f5f9;--error:#b91c1c;--error-bg:#fef2f2;--ok:#15803d;--ok-bg:#f0fdf4}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:var(--bg);color:var(--text);line-height:1.5}
header{background:var(--navy);color:#fff;padding:0 24px;height:56px;display:flex;align-items:center;gap:10px}
.brand{font-weight:700;font-size:1.15rem;letter-spacing:.02em;color:#fff;text-decoration:none;display:flex;align-items:center;gap:8px}
.brand-mark{width:22px;height:22px;border-radius:5px;background:var(--accent);display:inline-block}
main{display:flex;justify-content:center;padding:48px 16px}
.card{background:#fff;width:100%;max-width:400px;border-radius:12px;box-shadow:0 1px 3px rgba(15,23,42,.12),0 8px 24px rgba(15,23,42,.06);padding:32px}
h1{font-size:1.4rem;margin:0 0 4px}
.subtitle{color:var(--muted);margin:0 0 24px;font-size:.95rem}
label{display:block;font-weight:600;font-size:.9rem;margin:16px 0 6px}
input[type=text],input[type=email],input[type=password]{width:100%;padding:10px 12px;font:inherit;border:1px solid var(--border);border-radius:8px;background:#fff;color:var(--text)}
input:focus{outline:3px solid rgba(249,115,22,.35);border-color:var(--accent)}
input[aria-invalid=true]{border-color:var(--error)}
.hint{color:var(--muted);font-size:.82rem;margin:6px 0 0}
button{margin-top:24px;width:100%;padding:11px 16px;font:inherit;font-weight:600;color:var(--navy);background:var(--accent);border:0;border-radius:8px;cursor:pointer}
/* navy on orange keeps text contrast above WCAG AA (white on #f97316 does not) */
button:hover{background:#ea580c}
button:focus-visible{outline:3px solid var(--navy);outline-offset:2px}
button.secondary{background:transparent;color:var(--muted);border:1px solid var(--border);margin-top:12px}
button.secondary:hover{background:var(--bg)}
.row{display:flex;justify-content:flex-end;margin-top:8px;font-size:.88rem}
a{color:var(--accent-dark)}
.alert{border-radius:8px;padding:10px 12px;margin:0 0 8px;font-size:.92rem}
.alert-error{background:var(--error-bg);color:var(--error);border:1px solid #fecaca}
.alert-success{background:var(--ok-bg);color:var(--ok);border:1px solid #bbf7d0}
.alert ul{margin:0;padding-left:18px}
footer{text-align:center;color:var(--muted);font-size:.8rem;padding-bottom:32px}
`;

/** CSP source of the one inline style sheet, so the pages' CSP needs no 'unsafe-inline'. */
export const STYLE_HASH_SOURCE = `'sha256-${createHash('sha256').update(STYLES).digest('base64')}'`;

export function page(title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Forge</title>
<style>${STYLES}</style>
</head>
<body>
<header><span class="brand"><span class="brand-mark" aria-hidden="true"></span>Forge</span></header>
<main><div class="card">${content}</div></main>
<footer>Forge · custom manufacturing marketplace</footer>
</body>
</html>`;
}

function alerts(errors: string[] = [], success?: string): string {
  const parts: string[] = [];
  if (errors.length === 1)
    parts.push(`<div class="alert alert-error" role="alert" id="form-error">${escapeHtml(errors[0])}</div>`);
  if (errors.length > 1) {
    parts.push(
      `<div class="alert alert-error" role="alert" id="form-error"><ul>${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul></div>`,
    );
  }
  if (success) parts.push(`<div class="alert alert-success" role="status">${escapeHtml(success)}</div>`);
  return parts.join('');
}

export function loginPage(input: {
  action: string;
  forgotUrl: string;
  username?: string;
  error?: string;
  info?: string;
}): string {
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return page(
    'Sign in',
    `<h1>Sign in to Forge</h1>
<p class="subtitle">Use your work email and password.</p>
${alerts(input.error ? [input.error] : [], input.info)}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<label for="username">Email or username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(input.username ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<div class="row"><a href="${escapeHtml(input.forgotUrl)}">Forgot password?</a></div>
<button type="submit">Sign in</button>
</form>`,
  );
}

export function newPasswordPage(input: {
  title: string;
  subtitle: string;
  action: string;
  errors?: string[];
  hiddenFields?: Record<string, string>;
  cancelAction?: string;
  /** Lets password managers store the new password under the right account. */
  username?: string | undefined;
}): string {
  const invalid = input.errors?.length
    ? ' aria-invalid="true" aria-describedby="form-error password-hint"'
    : ' aria-describedby="password-hint"';
  const hidden = Object.entries(input.hiddenFields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const cancel = input.cancelAction
    ? `<form method="post" action="${escapeHtml(input.cancelAction)}"><button type="submit" class="secondary">Cancel</button></form>`
    : '';
  return page(
    input.title,
    `<h1>${escapeHtml(input.title)}</h1>
<p class="subtitle">${escapeHtml(input.subtitle)}</p>
${alerts(input.errors)}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${hidden}${input.username ? `<input type="text" name="account" autocomplete="username" value="${escapeHtml(input.username)}" readonly hidden>` : ''}
<label for="password-new">New password</label>
<input id="password-new" name="password-new" type="password" autocomplete="new-password" required autofocus${invalid}>
<p class="hint" id="password-hint">At least 8 characters, with a letter and a digit. Must differ from your email.</p>
<label for="password-confirm">Confirm new password</label>
<input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password" required>
<button type="submit">Save password</button>
</form>${cancel}`,
  );
}

export function resetRequestPage(input: {
  action: string;
  loginUrl?: string;
  username?: string;
  error?: string;
}): string {
  const back = input.loginUrl
    ? `<div class="row"><a href="${escapeHtml(input.loginUrl)}">Back to sign in</a></div>`
    : '';
  return page(
    'Forgot password',
    `<h1>Forgot your password?</h1>
<p class="subtitle">Enter your email and we will send you a link to choose a new one.</p>
${alerts(input.error ? [input.error] : [])}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<label for="username">Email or username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(input.username ?? '')}">
<button type="submit">Send reset link</button>
</form>${back}`,
  );
}

export function messagePage(input: {
  title: string;
  message: string;
  linkUrl?: string;
  linkText?: string;
  error?: boolean;
}): string {
  const link = input.linkUrl
    ? `<p><a href="${escapeHtml(input.linkUrl)}">${escapeHtml(input.linkText ?? 'Continue')}</a></p>`
    : '';
  const alert = input.error
    ? `<div class="alert alert-error" role="alert">${escapeHtml(input.message)}</div>`
    : `<div class="alert alert-success" role="status">${escapeHtml(input.message)}</div>`;
  return page(input.title, `<h1>${escapeHtml(input.title)}</h1>${alert}${link}`);
}

export function confirmActionPage(input: {
  title: string;
  message: string;
  action: string;
  hiddenFields: Record<string, string>;
  button: string;
}): string {
  const hidden = Object.entries(input.hiddenFields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    input.title,
    `<h1>${escapeHtml(input.title)}</h1><p class="subtitle">${escapeHtml(input.message)}</p>
<form method="post" action="${escapeHtml(input.action)}">${hidden}<button type="submit">${escapeHtml(input.button)}</button></form>`,
  );
}

/** Auto-submitting sign-out page: keycloak-js expects logout to complete without a confirmation click. */
export function logoutPage(form: string): string {
  const withConfirm = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>',
  );
  return `${page(
    'Signing out',
    `<h1>Signing out…</h1><p class="subtitle">One moment.</p>${withConfirm}`,
  ).replace('</body>', `<script>document.forms[0].submit()</script></body>`)}`;
}

export function thirdPartyCookiesStep1(): string {
  return `<!DOCTYPE html><html><body><script>
document.cookie = "KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure";
document.cookie = "KEYCLOAK_3P_COOKIE=supported; Max-Age=60";
window.location = "step2.html";
</script></body></html>`;
}

export function thirdPartyCookiesStep2(): string {
  return `<!DOCTYPE html><html><body><script>
if (document.cookie.indexOf("KEYCLOAK_3P_COOKIE") !== -1) {
  document.cookie = "KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure";
  document.cookie = "KEYCLOAK_3P_COOKIE=; Max-Age=0";
  window.parent.postMessage("supported", "*");
} else {
  window.parent.postMessage("unsupported", "*");
}
</script></body></html>`;
}

/**
 * keycloak-js posts "<clientId> <sessionId>" and waits for unchanged/changed/error; it blocks init and
 * updateToken until it gets an answer. The session cookie holds the id of the provider session (token sid).
 */
export function loginStatusIframe(allowedOrigins: string[], cookieName: string): string {
  return `<!DOCTYPE html><html><body><script>
var allowed = ${JSON.stringify(allowedOrigins)};
function currentSession() {
  var parts = document.cookie.split(';');
  for (var i = 0; i < parts.length; i++) {
    var pair = parts[i].trim().split('=');
    if (pair[0] === ${JSON.stringify(cookieName)}) return decodeURIComponent(pair.slice(1).join('='));
  }
  return '';
}
window.addEventListener('message', function (event) {
  if (typeof event.data !== 'string') return;
  if (allowed.indexOf(event.origin) === -1) { event.source.postMessage('error', event.origin); return; }
  var space = event.data.indexOf(' ');
  var sessionId = space === -1 ? '' : event.data.slice(space + 1);
  var current = currentSession();
  event.source.postMessage(current === sessionId ? 'unchanged' : 'changed', event.origin);
}, false);
</script></body></html>`;
}
