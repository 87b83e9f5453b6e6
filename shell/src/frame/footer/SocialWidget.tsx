import { useEffect, useState } from 'react';
import { chakra } from '@forge/shell-sdk';

/** The X follow widget's script. Third-party: it only ever runs inside a sandboxed frame. */
export const SOCIAL_WIDGET_SCRIPT = 'https://platform.twitter.com/widgets.js';
export const SOCIAL_WIDGET_TIMEOUT_MS = 8000;
const READY = 'forge-social-widget:ready';
const FAILED = 'forge-social-widget:failed';

/**
 * The frame's one inline script: loads the widget, then tells the page whether it worked (never anything else).
 * A srcdoc frame inherits the page's CSP, so the shell server allows this exact text by its hash
 * (SOCIAL_WIDGET_SCRIPT_HASH in shell/server/security-headers.mjs; a test keeps the two in step).
 */
export const SOCIAL_WIDGET_FRAME_SCRIPT = `
  var s = document.createElement('script');
  s.async = true;
  s.src = ${JSON.stringify(SOCIAL_WIDGET_SCRIPT)};
  s.onload = function () { parent.postMessage(${JSON.stringify(READY)}, '*'); };
  s.onerror = function () { parent.postMessage(${JSON.stringify(FAILED)}, '*'); };
  document.body.appendChild(s);
`;

/** The frame's document: the follow link and the loader script. */
export function socialWidgetDocument(profileUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:transparent;overflow:hidden}</style></head><body>
<a class="twitter-follow-button" data-show-count="false" data-size="large" href="${profileUrl}">Follow Forge</a>
<script>${SOCIAL_WIDGET_FRAME_SCRIPT}</script></body></html>`;
}

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 2000);
  return () => clearTimeout(handle);
}

type WidgetState = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * The third-party social widget (§2), loaded so it can never block or break the page: only after the page is
 * idle, inside a sandboxed frame without same-origin access, hidden until it reports success, and dropped on error
 * or after 8 s. Offline it simply never appears.
 */
export function SocialWidget({ profileUrl }: { profileUrl: string }) {
  const [state, setState] = useState<WidgetState>('waiting');

  useEffect(() => whenIdle(() => setState('loading')), []);

  useEffect(() => {
    if (state !== 'loading') return;
    const onMessage = (event: MessageEvent) => {
      if (event.data === READY) setState('ready');
      else if (event.data === FAILED) setState('failed');
    };
    window.addEventListener('message', onMessage);
    const timeout = setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), SOCIAL_WIDGET_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timeout);
    };
  }, [state]);

  if (state === 'waiting' || state === 'failed') return null;
  return (
    <chakra.iframe
      title="Follow Forge on X"
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      srcDoc={socialWidgetDocument(profileUrl)}
      loading="lazy"
      referrerPolicy="no-referrer"
      data-state={state}
      w="180px"
      h="32px"
      border="0"
      // Hidden (and out of the accessibility tree) until the widget says it works.
      visibility={state === 'ready' ? 'visible' : 'hidden'}
      position={state === 'ready' ? 'static' : 'absolute'}
    />
  );
}
