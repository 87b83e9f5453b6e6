import { useRouteParams } from '@forge/shell-sdk';
import { displayNameFromSlug } from '../features/investor/api';
import { InvestorUpdateView } from '../features/investor/InvestorUpdateView';

export default function InvestorUpdatePage() {
  const { name = '' } = useRouteParams<{ name: string }>();
  return <InvestorUpdateView name={displayNameFromSlug(name) || undefined} path={`/07212025-${name}`} />;
}
