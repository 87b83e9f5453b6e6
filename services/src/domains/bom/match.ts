import type { SupplierMatch } from '@forge/contract';
import { matchCapable, type CapableSupplier } from '../suppliers/queries.js';

export interface Requirements {
  certifications?: string[];
  state?: string;
}


const INACTIVE_CERT = /^(expired|revoked|suspended|pending|withdrawn|lapsed)$/i;

/** Ranks the suppliers able to make each process; read once per job from the suppliers domain, then matched per line in memory. */
export class SupplierMatcher {
  private readonly cache = new Map<string, SupplierMatch[]>();

  private constructor(
    private readonly requirements: Requirements,
    private readonly byProcess: Map<string, CapableSupplier[]>,
  ) {}

  static async load(processSlugs: string[], requirements: Requirements = {}): Promise<SupplierMatcher> {
    return new SupplierMatcher(requirements, await matchCapable(processSlugs));
  }

  match(processSlug: string, processName: string, limit = 5): SupplierMatch[] {
    const cached = this.cache.get(processSlug);
    if (cached) return cached;
    const wantCerts = (this.requirements.certifications ?? []).map((c) => c.toLowerCase());
    const wantState = this.requirements.state?.toUpperCase();
    const ranked: SupplierMatch[] = [];
    for (const doc of this.byProcess.get(processSlug) ?? []) {
      const active = new Set(doc.certifications.filter((c) => !INACTIVE_CERT.test(c.status)).map((c) => c.slug.toLowerCase()));
      if (!wantCerts.every((c) => active.has(c))) continue;
      const state = doc.state.toUpperCase();
      const reasons = [`offers ${processName}`];
      let score = 50;
      if (wantCerts.length) reasons.push(`holds ${wantCerts.map((c) => c.toUpperCase()).join(', ')}`);
      if (wantState && state === wantState) {
        score += 20;
        reasons.push(`in ${state}`);
      }
      if (doc.verified) {
        score += 15;
        reasons.push('verified');
      }
      const rate = doc.responseRate > 1 ? doc.responseRate / 100 : doc.responseRate;
      score += Math.round(rate * 15);
      if (rate > 0) reasons.push(`${Math.round(rate * 100)}% response rate`);
      score += Math.min(active.size, 4);
      // the supplier's own answers: it declined RFQs of this process as beyond what it makes
      const declined = doc.capabilityDeclines[processSlug] ?? 0;
      if (declined > 0) {
        score -= Math.min(declined, 2) * 25;
        reasons.push(`declined ${declined} ${processName} RFQ${declined === 1 ? '' : 's'} for capability or material`);
      }
      ranked.push({
        id: doc.id,
        name: doc.name,
        slug: doc.slug,
        state,
        city: doc.city,
        score: Math.max(0, Math.min(100, score)),
        reason: reasons.join(' · '),
      });
    }
    ranked.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    const top = ranked.slice(0, limit);
    this.cache.set(processSlug, top);
    return top;
  }
}
