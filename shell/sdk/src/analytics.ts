import type { AnalyticsEnvironment } from '@forge/contract';
import { apiUrl, authHeaders } from './api';

/** Product-spec §9: alpha, development (localhost) or production, by host. */
export function environmentForHost(hostname: string): AnalyticsEnvironment {
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')) {
    return 'development';
  }
  if (hostname.startsWith('alpha.') || hostname.includes('-alpha.')) return 'alpha';
  return 'production';
}

/** The events of product-spec §3. */
export type AnalyticsEvent =
  | { type: 'page_view'; props: { path: string; title?: string } }
  | { type: 'bom_upload'; props: { fileName: string; fileType: string; fileSize: number; user: string } }
  | {
      type: 'processing_complete';
      props: { uploadId: string; processingTimeMs: number; linesProcessed: number; suppliersFound: number };
    }
  | { type: 'supplier_search'; props: { query: string; resultCount: number; searchType: string } }
  | {
      type: 'waitlist_signup';
      props: { email: string; company: string; source: string; fileName: string | null; descriptionLength: number };
    }
  | { type: 'chat_interaction'; props: { messageLength: number; responseLength: number; conversationId: string } }
  | { type: 'supplier_contact'; props: { supplierId: string; name: string; contactMethod: string } }
  | { type: 'identify'; props: { event: 'signup' | 'login' | 'logout' } };

const ANON_KEY = 'forge.analytics.anonymousId';

function anonymousId(): string {
  try {
    let id = localStorage.getItem(ANON_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(ANON_KEY, id);
    }
    return id;
  } catch {
    return 'no-storage';
  }
}

/** A UUID v4 for the event, so the server counts a retried send once (randomUUID needs a secure context). */
function eventId(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Sends one event; analytics never breaks the page, so failures are only logged. */
export async function track(event: AnalyticsEvent): Promise<void> {
  try {
    // fetch with keepalive: events survive navigation, and no HTTP library is needed for them.
    const response = await fetch(apiUrl('/analytics/events'), {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', ...(await authHeaders()) },
      body: JSON.stringify({
        id: eventId(),
        environment: environmentForHost(window.location.hostname),
        anonymousId: anonymousId(),
        path: window.location.pathname,
        event,
      }),
    });
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  } catch (error) {
    console.warn('analytics event not recorded', error);
  }
}

export function trackPageView(path: string, title?: string): Promise<void> {
  return track({ type: 'page_view', props: title ? { path, title } : { path } });
}

/** Sign-out resets the analytics identity (§4). */
export function resetAnalyticsIdentity(): void {
  try {
    localStorage.removeItem(ANON_KEY);
  } catch {
    /* storage unavailable */
  }
}
