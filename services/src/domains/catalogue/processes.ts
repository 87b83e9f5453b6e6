import { FEATURED_CAPABILITY_SLUGS } from '@forge/contract';
import processRows from './processes.json' with { type: 'json' };
import { slugify } from './slug.js';

/** The 19 categories of product-spec §3, in the spec's order. */
export const CATEGORY_NAMES = [
  'Additive Manufacturing (3D Printing)',
  'Precision Machining (Subtractive Manufacturing)',
  'Casting and Molding Processes',
  'Forming and Shaping',
  'Welding and Joining Techniques',
  'Surface Treatment and Finishing',
  'Microfabrication and Nanofabrication',
  'Composite and Advanced Material Fabrication',
  'Robotics and Automated Manufacturing Systems',
  'Digital and Smart Manufacturing',
  'Precision Metrology and Quality Control',
  'Space Manufacturing',
  'Advanced/Green Manufacturing Processes',
  'Quality and Process Enhancement Tools',
  'Specialized and Emerging Manufacturing Categories',
  'Electronics Manufacturing',
  'Assembly Services',
  'Rapid Prototyping',
  'Tooling',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** Featured capability slugs of product-spec §3 (the contract's list, shared with the front end). */
export const FEATURED_SLUGS = FEATURED_CAPABILITY_SLUGS;

export interface Process {
  name: string;
  slug: string;
  category: CategoryName;
  categorySlug: string;
  subcategory?: string;
  description: string;
  whenToUse: string;
  featured: boolean;
}

/** [name, subcategory ('' = none), what it is, when a buyer should use it] */
type Row = [string, string, string, string];

/** Every category's processes as rows, kept as data in processes.json. */
const ROWS = processRows as Record<CategoryName, Row[]>;

export interface Category {
  name: CategoryName;
  slug: string;
}

export const CATEGORIES: Category[] = CATEGORY_NAMES.map((name) => ({ name, slug: slugify(name) }));

export const PROCESSES: Process[] = CATEGORY_NAMES.flatMap((category) =>
  ROWS[category].map(([name, subcategory, description, whenToUse]) => {
    const slug = slugify(name);
    return {
      name,
      slug,
      category,
      categorySlug: slugify(category),
      ...(subcategory ? { subcategory } : {}),
      description,
      whenToUse,
      featured: (FEATURED_SLUGS as readonly string[]).includes(slug),
    };
  }),
);

export const PROCESS_BY_SLUG = new Map(PROCESSES.map((p) => [p.slug, p]));
export const CATEGORY_BY_SLUG = new Map(CATEGORIES.map((c) => [c.slug, c]));
