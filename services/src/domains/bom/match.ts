import mongoose from 'mongoose';

export interface Requirements {
  certifications?: string[];
  state?: string;
}

export interface SupplierMatch {
  id: string;
  name: string;
  slug: string;
  state: string;
  city: string;
  score: number;
  reason: string;
}

interface SupplierDoc {
  _id: unknown;
  id?: string;
  name?: string;
  slug?: string;
  capabilities?: string[];
  certifications?: { slug?: string; status?: string }[];
  address?: { state?: string; city?: string };
  verified?: boolean;
  responseRate?: number;
}

/** Suppliers per capability, cached briefly: the directory changes rarely and a BOM job needs it at once. */
const CACHE_TTL_MS = 60_000;
const capabilityCache = new Map<string, { at: number; suppliers: SupplierDoc[] }>();

const INACTIVE_CERT = /^(expired|revoked|suspended|pending|withdrawn|lapsed)$/i;

/** Ranks the suppliers able to make each process; loaded once per job, then matched per line in memory. */
export class SupplierMatcher {
  private readonly byProcess = new Map<string, SupplierDoc[]>();
  private readonly cache = new Map<string, SupplierMatch[]>();

  private constructor(private readonly requirements: Requirements) {}

  static async load(processSlugs: string[], requirements: Requirements = {}): Promise<SupplierMatcher> {
    const matcher = new SupplierMatcher(requirements);
    const slugs = [...new Set(processSlugs)];
    if (slugs.length === 0 || !mongoose.connection.db) return matcher;
    const now = Date.now();
    const missing = slugs.filter((slug) => {
      const cached = capabilityCache.get(slug);
      return !cached || now - cached.at > CACHE_TTL_MS;
    });
    if (missing.length) {
      const docs = (await mongoose.connection.db
        .collection('suppliers')
        .find({ capabilities: { $in: missing } }, { projection: { name: 1, slug: 1, id: 1, capabilities: 1, certifications: 1, address: 1, verified: 1, responseRate: 1 } })
        .limit(50_000)
        .toArray()) as unknown as SupplierDoc[];
      const fresh = new Map<string, SupplierDoc[]>(missing.map((slug) => [slug, []]));
      for (const doc of docs) for (const cap of doc.capabilities ?? []) fresh.get(cap)?.push(doc);
      for (const [slug, list] of fresh) capabilityCache.set(slug, { at: now, suppliers: list });
    }
    for (const slug of slugs) matcher.byProcess.set(slug, capabilityCache.get(slug)!.suppliers);
    return matcher;
  }

  /** Tests and seeding scripts change the directory under a running process. */
  static clearCache(): void {
    capabilityCache.clear();
  }

  match(processSlug: string, processName: string, limit = 5): SupplierMatch[] {
    const cached = this.cache.get(processSlug);
    if (cached) return cached;
    const wantCerts = (this.requirements.certifications ?? []).map((c) => c.toLowerCase());
    const wantState = this.requirements.state?.toUpperCase();
    const ranked: SupplierMatch[] = [];
    for (const doc of this.byProcess.get(processSlug) ?? []) {
      const active = new Set(
        (doc.certifications ?? []).filter((c) => c.slug && !INACTIVE_CERT.test(c.status ?? '')).map((c) => c.slug!.toLowerCase()),
      );
      if (!wantCerts.every((c) => active.has(c))) continue;
      const state = (doc.address?.state ?? '').toUpperCase();
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
      const rate = typeof doc.responseRate === 'number' ? (doc.responseRate > 1 ? doc.responseRate / 100 : doc.responseRate) : 0;
      score += Math.round(rate * 15);
      if (rate > 0) reasons.push(`${Math.round(rate * 100)}% response rate`);
      score += Math.min(active.size, 4);
      ranked.push({
        id: doc.id ?? String(doc._id),
        name: doc.name ?? '',
        slug: doc.slug ?? '',
        state,
        city: doc.address?.city ?? '',
        score: Math.min(100, score),
        reason: reasons.join(' · '),
      });
    }
    ranked.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    const top = ranked.slice(0, limit);
    this.cache.set(processSlug, top);
    return top;
  }
}
