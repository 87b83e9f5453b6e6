import type { BomQueue } from '../bom/queueing.js';
import type { IdentityAdminConfig } from './identity-accounts.js';
import type { Outbox } from './outbox.js';

/** What the content modules need from the API: the email outbox, public links, the analytics environment, the BOM queue. */
export interface ContentServiceDeps {
  outbox: Outbox;
  publicUrl: string;
  analyticsEnvironment: 'alpha' | 'development' | 'production';
  /** Where a waitlist BOM goes when an admin sends it through the BOM pipeline. */
  bomQueue: BomQueue;
  /** The identity provider's admin API, for the waitlist's bulk invite (absent in unit tests). */
  identity?: IdentityAdminConfig;
}

/** An absolute link into the product for emails. */
export const linkTo = (publicUrl: string) => (path: string) => `${publicUrl}${path}`;
