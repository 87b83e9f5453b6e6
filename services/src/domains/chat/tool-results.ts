/** The shapes tools return: compact, JSON-serialisable facts from Forge's data, with the links the answer shows. */

export interface SupplierCard {
  id: string;
  name: string;
  city: string;
  state: string;
  link: string;
  capabilities: string[];
  /** each with its status: "ISO 9001 (current)", "AS9100 (expired 2026-01-31)" */
  certifications: string[];
  distanceMiles?: number;
  /** the company's verified flag, when the source says */
  verified?: boolean;
  why: string[];
}

export interface SupplierSearchOutput {
  query: string;
  total: number;
  /** suppliers missing one recognised part (not counted in total, never shown as matches) */
  partialTotal: number;
  filters: string[];
  cards: SupplierCard[];
  discoverLink: string;
}

export interface BomLineFact {
  id: string;
  lineNo: number;
  partNumber: string;
  description: string;
  /** custom, standard, unknown (and any finer kind the BOM domain assigns) */
  kind: string;
  process: { slug: string; name: string } | null;
  material: string;
  quantity: number | null;
  unitPrice: number | null;
  link: string;
  /** how many suppliers the BOM matching found for the line (0: nobody on Forge was matched to it) */
  matchCount: number;
  /** the best matches in the BOM domain's ranking order, with its score (0-100) and reasons */
  suppliers: { id: string; name: string; city: string; state: string; score: number; why: string[] }[];
}

export interface BomLinesOutput {
  uploadId: string;
  fileName: string;
  total: number;
  lines: BomLineFact[];
}

export interface BomSummaryOutput {
  uploadId: string;
  fileName: string;
  state: string;
  link: string;
  lineCount: number;
  custom: number;
  standard: number;
  unknown: number;
  byProcess: { slug: string; name: string; lines: number }[];
  /** sum of quantity × unit price over standard lines that have both; null when none has a price */
  standardTotal: number | null;
  standardPricedLines: number;
}

/** One of the buyer's RFQs as the assistant lists it. */
export interface RfqFact {
  id: string;
  title: string;
  status: string;
  dueDate: string;
  lineCount: number;
  supplierCount: number;
  /** the first invitees' names */
  invited: { id: string; name: string }[];
  link: string;
}

/** One line's quotes (latest revisions) from the rfqs domain's comparison: lowest first. */
export interface QuotedLineFact {
  lineId: string;
  partNumber: string;
  description: string;
  quantity: number;
  unit: string;
  offers: { supplierId: string; supplierName: string; unitPrice: number; extendedPrice: number; leadTimeDays: number }[];
  declines: { supplierId: string; supplierName: string; reason: string }[];
}

/** The buyer's quotes on one RFQ (compare_rfq_quotes). */
export interface RfqQuotesOutput {
  rfq: { id: string; title: string; status: string; dueDate: string; link: string };
  invited: number;
  suppliers: { supplierId: string; supplierName: string; link: string; answered: boolean; declinedAll: boolean; total: number; quotedLines: number; longestLeadTimeDays: number | null }[];
  lines: QuotedLineFact[];
}

/** A supplier the BOM matching ranks for some lines (rank_suppliers_for_lines), with its score (0-100) and reasons. */
export type RankedSupplier = SupplierCard & { score: number };

/** One of the buyer's purchase orders (list_my_orders), from the orders domain's list. */
export interface OrderFact {
  id: string;
  number: string;
  link: string;
  rfq: { id: string; title: string; link: string };
  supplierId: string;
  supplierName: string;
  supplierLink: string;
  status: string;
  /** "In production" */
  statusLabel: string;
  total: number;
  dueDate: string;
  /** the next step and the side that takes it; null once closed */
  next: { status: string; side: 'buyer' | 'supplier' } | null;
  lineCount: number;
}

/** One purchase order with its lines and timeline (get_my_order). */
export interface OrderDetail extends OrderFact {
  lines: { partNumber: string; description: string; revision: string; quantity: number; unit: string; unitPrice: number; extended: number }[];
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  delivery: { receivedOn: string; onTime: boolean; rejectedLines: number } | null;
  events: { status: string; at: string; side: string }[];
}

/** An item of the buyer's part master (search_my_parts). `process` is the catalogue's name. */
export interface PartFact {
  id: string;
  partNumber: string;
  name: string;
  kind: string;
  process: string;
  unit: string;
  /** the current revision's label and state */
  revision: string;
  state: string;
  isAssembly: boolean;
  needsReview: boolean;
  link: string;
}

/** One part master item with its revisions, children and where-used (get_my_part). */
export interface PartDetail extends PartFact {
  material: string;
  description: string;
  revisions: { label: string; state: string; releasedAt: string | null; releaseNote: string }[];
  children: { partNumber: string; name: string; quantity: number; findNumber: string; link: string }[];
  /** assemblies using it at every level (level 1 = directly) */
  usedIn: { partNumber: string; name: string; revision: string; level: number; quantity: number; link: string }[];
  /** BOM uploads it was added from */
  uploads: { fileName: string; link: string }[];
}

/** A supplier's clarification thread on one of the buyer's RFQs whose newest messages the buyer has not answered. */
export interface WaitingThread {
  rfq: { id: string; title: string; link: string };
  supplierId: string;
  supplierName: string;
  supplierLink: string;
  /** the supplier's messages since the buyer last wrote in the thread or to every invitee */
  waiting: number;
  since: string;
  /** the newest of them (data: shown escaped) */
  last: string;
}

export interface MessagesWaitingOutput {
  /** sent RFQs looked at (drafts have no threads) */
  rfqsChecked: number;
  threads: WaitingThread[];
  total: number;
}
