// Puts a server-rendered page into the shell's built index.html: the head (title, description, canonical, Open Graph,
// Twitter card, JSON-LD) and, for browsers without JavaScript, crawlers and link previews, the page inside the
// shell's frame (header links, main content, footer links) in <noscript>. When the app itself was rendered on the
// server (`app`), its HTML fills the root instead, with the state the browser hydrates it from.

import { hoistEmotionStyles } from './hoist-styles.mjs';

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
// JSON in a <script> data block: `<` escaped so no "</script>" can end it early.
const jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The JSON script the browser hydrates from (shell/src/server-state.ts). */
const SERVER_STATE_ID = 'forge-server-state';

const NAV = [['Home', '/'], ['States', '/states'], ['Capabilities', '/manufacturing/all'], ['Certifications', '/certifications'], ['News', '/news'], ['About', '/about']];
const FOOTER = [['About', '/about'], ['Contact', '/contact'], ['Careers', '/careers'], ['News', '/news'], ['Privacy', '/privacy'], ['Terms', '/terms']];
const links = (items) => items.map(([name, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(name)}</a>`).join(' ');

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0a1628}.ssr header,.ssr footer{background:#0a1628;color:#fff;padding:12px 16px}' +
  '.ssr header a,.ssr footer a{color:#fff;margin-right:12px;display:inline-block;padding:6px 0}.ssr main{max-width:960px;margin:0 auto;padding:16px}' +
  '.ssr nav ol{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px}.ssr nav ol li+li:before{content:"/ ";color:#667}' +
  '.ssr a{color:#b4410f}.ssr header a,.ssr footer a{color:#fff}.ssr li{padding:4px 0}';

/** The head tags of a page; `publicUrl` is the site's origin. */
export function headTags(page, publicUrl) {
  const canonical = publicUrl + page.canonicalPath;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}"/>`,
    `<meta property="og:type" content="${page.ogType ?? 'website'}"/>`,
    `<meta property="og:site_name" content="Forge"/>`,
    `<meta property="og:title" content="${title}"/>`,
    `<meta property="og:description" content="${description}"/>`,
    `<meta property="og:url" content="${escapeHtml(canonical)}"/>`,
    `<meta name="twitter:card" content="summary"/>`,
    `<meta name="twitter:title" content="${title}"/>`,
    `<meta name="twitter:description" content="${description}"/>`,
    ...(page.status === 404 ? ['<meta name="robots" content="noindex"/>'] : []),
    ...page.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('');
}

/** index.html with the page in it. The template's own title, description and noscript note are replaced. */
export function renderDocument(template, page, publicUrl, app = null) {
  const description = `<meta name="description" content="${escapeHtml(page.description)}"/>`;
  const head = template.replace(/<meta name="description"[^>]*>/, '').replace(/<title>[\s\S]*?<\/title>/, () => `${description}${headTags(page, publicUrl)}`);
  if (app) {
    const styles = hoistEmotionStyles(app.html);
    return head
      .replace('</head>', () => `${styles.head}</head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('<div id="root"></div>', () => `<div id="root">${styles.body}</div><script id="${SERVER_STATE_ID}" type="application/json">${jsonForScript(app.state)}</script>`);
  }
  const body =
    `<noscript><style>${STYLE}</style><div class="ssr"><header><a href="/"><strong>Forge</strong></a> ${links(NAV)}</header>` +
    `<main>${page.bodyHtml}</main><footer>${links(FOOTER)}</footer></div></noscript>`;
  // A function, so no `$&` in the page's text is read as a replacement pattern.
  return head.replace(/<noscript>[\s\S]*?<\/noscript>/, () => body);
}
