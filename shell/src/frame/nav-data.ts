import { HEADER_CERTIFICATIONS, paths } from '@forge/shell-sdk';

/** Static navigation of product-spec §2. Capability links come from the catalogue (see catalogue.ts). */
export interface NavLink {
  label: string;
  to: string;
}

export const FIND_SUPPLIERS_LINKS: NavLink[] = [
  { label: 'Supplier Discovery', to: paths.discover() },
  { label: 'State Directory', to: paths.states() },
  { label: 'RFQ Management', to: paths.rfqManagement() },
];

const CERTIFICATION_LABELS: Record<(typeof HEADER_CERTIFICATIONS)[number], string> = {
  'iso-9001': 'ISO 9001',
  as9100: 'AS9100',
  'iatf-16949': 'IATF 16949',
  'iso-13485': 'ISO 13485',
  itar: 'ITAR',
  'iso-14001': 'ISO 14001',
};

export const CERTIFICATION_LINKS: NavLink[] = [
  { label: 'All certifications', to: paths.certifications() },
  ...HEADER_CERTIFICATIONS.map((slug) => ({ label: CERTIFICATION_LABELS[slug], to: paths.certification(slug) })),
];

/** §9: the footer lists 5 states, each to /directory/{slug}. */
export const FOOTER_STATES = [
  { name: 'Pennsylvania', slug: 'pennsylvania' },
  { name: 'California', slug: 'california' },
  { name: 'Texas', slug: 'texas' },
  { name: 'Ohio', slug: 'ohio' },
  { name: 'Michigan', slug: 'michigan' },
] as const;

export const FOOTER_PLATFORM_LINKS: NavLink[] = [
  { label: 'Home', to: paths.home() },
  { label: 'Upload BOM', to: '/bom' },
  { label: 'Dashboard', to: paths.profile() },
  { label: 'Search Suppliers', to: '/search' },
];

export const FOOTER_COMPANY_LINKS: NavLink[] = [
  { label: 'About', to: paths.about() },
  { label: 'Careers', to: paths.careers() },
  { label: 'Contact', to: paths.contact() },
  { label: 'Privacy', to: paths.privacy() },
  { label: 'Terms', to: paths.terms() },
];

export type SocialNetwork = 'x' | 'linkedin' | 'youtube';
export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'x', label: 'Forge on X', href: 'https://x.com/forgemfg' },
  { network: 'linkedin', label: 'Forge on LinkedIn', href: 'https://www.linkedin.com/company/forgemfg' },
  { network: 'youtube', label: 'Forge on YouTube', href: 'https://www.youtube.com/@forgemfg' },
];

export type BottomBarIcon = 'home' | 'discover' | 'capabilities' | 'certifications' | 'profile' | 'login';

/** §2: the small-screen bottom bar has exactly 5 entries; the last depends on sign-in. */
export function bottomBarEntries(signedIn: boolean): { label: string; to: string; icon: BottomBarIcon }[] {
  return [
    { label: 'Home', to: paths.home(), icon: 'home' },
    { label: 'Discover', to: paths.discover(), icon: 'discover' },
    { label: 'Capabilities', to: paths.capabilities(), icon: 'capabilities' },
    { label: 'Certifications', to: paths.certifications(), icon: 'certifications' },
    signedIn ? { label: 'Profile', to: paths.profile(), icon: 'profile' } : { label: 'Login', to: paths.login(), icon: 'login' },
  ];
}

/** §9 counts. */
export const FOOTER_CAPABILITY_COUNT = 5;
export const MOBILE_MENU_CAPABILITY_COUNT = 4;
