/** The featured capabilities of product-spec §3, in display order. */
export const FEATURED_CAPABILITY_SLUGS = [
  'cnc-machining',
  'injection-molding',
  '3d-printing',
  'sheet-metal-fabrication',
  'laser-cutting',
  'die-casting',
  'pcb-assembly',
  'welding-fabrication',
] as const;
export type FeaturedCapabilitySlug = (typeof FEATURED_CAPABILITY_SLUGS)[number];
