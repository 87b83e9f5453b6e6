import type { ReactNode } from 'react';
import type { RfqView } from '@forge/shell-sdk';
import { FilesSection } from '../files';
import { ThreadsSection } from '../threads';
import { RfqOrdersSection } from '../orders';

/**
 * Extra per-RFQ sections of /rfq/:id (messages, files, …), each from its own feature folder. A feature adds one
 * entry here; RfqDetail renders them below the quote area for every reader the entry accepts.
 */
export interface RfqSection {
  key: 'messages' | 'files' | (string & {});
  /** Renders the section, or null when this reader has nothing to see. */
  render: (rfq: RfqView) => ReactNode;
}

export const RFQ_SECTIONS: RfqSection[] = [
  { key: 'orders', render: (rfq) => <RfqOrdersSection rfq={rfq} /> },
  { key: 'files', render: (rfq) => <FilesSection rfq={rfq} /> },
  { key: 'messages', render: (rfq) => <ThreadsSection rfq={rfq} /> },
];
