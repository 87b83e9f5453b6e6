import { slugify } from '@forge/shell-sdk';

/**
 * Processes a buyer can pick when correcting a line. The catalogue lives on the server; these are the common
 * ones, and the page adds any process the classifier already used for this upload.
 */
const COMMON_PROCESS_NAMES = [
  '3D Printing',
  'Anodizing',
  'Cable and Wire Harness Assembly',
  'CNC Machining',
  'CNC Milling',
  'CNC Turning',
  'Die Casting',
  'EDM',
  'Extrusion',
  'Forging',
  'Injection Molding',
  'Investment Casting',
  'Laser Cutting',
  'Metal Stamping',
  'PCB Assembly',
  'PCB Fabrication',
  'Plasma Cutting',
  'Powder Coating',
  'Sand Casting',
  'Sheet Metal Fabrication',
  'Tube Bending',
  'Urethane Casting',
  'Vacuum Forming',
  'Waterjet Cutting',
  'Welding Fabrication',
];

export interface ProcessOption {
  slug: string;
  name: string;
}

export const COMMON_PROCESSES: ProcessOption[] = COMMON_PROCESS_NAMES.map((name) => ({ name, slug: slugify(name) }));

export function mergeProcessOptions(...lists: ProcessOption[][]): ProcessOption[] {
  const bySlug = new Map<string, ProcessOption>();
  for (const list of lists) for (const option of list) if (!bySlug.has(option.slug)) bySlug.set(option.slug, option);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}
