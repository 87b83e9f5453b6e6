import { useRouteParams } from '@forge/shell-sdk';
import { displayNameFromSlug, InvestorUpdateView } from '../features/investor';

export default function InvestorUpdatePage() {
  const { name = '' } = useRouteParams<{ name: string }>();
  return <InvestorUpdateView name={displayNameFromSlug(name) || undefined} path={`/07212025-${name}`} />;
}
