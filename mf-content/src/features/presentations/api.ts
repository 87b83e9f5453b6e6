import { useQuery } from '@forge/shell-sdk';

export interface Slide {
  title: string;
  subtitle: string;
  bullets: string[];
  stats: { label: string; value: string }[];
  note: string;
}

export interface PresentationSummary {
  id: string;
  slug: string;
  kind: 'customer' | 'event';
  title: string;
  customer: string;
  summary: string;
  presentedAt: string;
  slideCount: number;
}

export interface Presentation extends Omit<PresentationSummary, 'slideCount'> {
  slides: Slide[];
}

export const usePresentations = () => useQuery<{ items: PresentationSummary[] }>({ queryKey: ['/api/presentations?kind=customer'] });
export const usePresentation = (slug: string) => useQuery<Presentation>({ queryKey: [`/api/presentations/${encodeURIComponent(slug.toLowerCase())}`] });
