import { useRouteParams } from '@forge/shell-sdk';
import { PresentationView } from '../features/presentations';

export default function PresentationPage() {
  const { slug = '' } = useRouteParams<{ slug: string }>();
  return <PresentationView slug={slug} canonicalPath={`/customer-presentations/${slug}`} back={{ to: '/customer-presentations', label: '← All customer presentations' }} />;
}
