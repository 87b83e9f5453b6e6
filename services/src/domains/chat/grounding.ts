/**
 * Grounding for model-written answers: every supplier a model names must come from a tool result of this
 * conversation. Links to /company/{id} with an unknown id, and company-like names (ending in Inc, LLC, Machining,
 * Manufacturing…) that no tool returned, are replaced by a flag before the text is shown.
 */

export const UNVERIFIED = '[supplier not found in Forge data — removed]';

const COMPANY = /\b((?:[A-Z][\w&'.-]*\s+){1,5}(?:Inc\.?|LLC|L\.L\.C\.|Corp\.?|Corporation|Co\.|Company|Ltd\.?|Machining|Machine Works|Manufacturing|Fabrication|Fabricators|Industries|Technologies|Works|Metalworks|Precision|Plastics|Castings|Foundry|Engineering))\b/g;

export interface GroundingResult {
  text: string;
  flagged: string[];
}

export class SupplierGrounding {
  private readonly ids = new Set<string>();
  private readonly names = new Set<string>();

  /** Learns every supplier a tool returned (any object with id + name + link to /company/). */
  learn(value: unknown): void {
    if (Array.isArray(value)) return value.forEach((v) => this.learn(v));
    if (!value || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.name === 'string' && (typeof o.link !== 'string' || o.link.startsWith('/company/') || 'city' in o)) {
      this.ids.add(o.id);
      this.names.add(o.name.toLowerCase());
    }
    // the suppliers of the buyer's RFQ quotes (compare_rfq_quotes) are named supplierId/supplierName
    if (typeof o.supplierId === 'string' && typeof o.supplierName === 'string') {
      this.ids.add(o.supplierId);
      this.names.add(o.supplierName.toLowerCase());
    }
    for (const v of Object.values(o)) if (v && typeof v === 'object') this.learn(v);
  }

  knows(name: string): boolean {
    const lower = name.toLowerCase();
    return [...this.names].some((n) => n === lower || n.includes(lower) || lower.includes(n));
  }

  check(text: string): GroundingResult {
    const flagged: string[] = [];
    let out = text.replace(/\[([^\]]+)\]\(\/company\/([^)\s]+)\)/g, (whole, name: string, id: string) => {
      if (this.ids.has(id) && this.knows(name)) return whole;
      flagged.push(name);
      return UNVERIFIED;
    });
    out = out.replace(COMPANY, (name: string) => {
      if (this.knows(name) || name.includes(UNVERIFIED)) return name;
      flagged.push(name);
      return UNVERIFIED;
    });
    return { text: out, flagged };
  }
}
