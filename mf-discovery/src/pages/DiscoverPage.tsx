import { useSearchParams } from 'react-router-dom';
import { paths, usePageMeta } from '@forge/shell-sdk';
import { DiscoverView } from '../features/discover';

export default function DiscoverPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim();
  usePageMeta(
    q ? `“${q}” — supplier discovery` : 'Supplier discovery',
    'Search 20,000+ US manufacturers by process, certification and location, with transparent ranking and facet counts.',
    paths.discover(),
  );
  return <DiscoverView />;
}
