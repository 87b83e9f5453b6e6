import { InvestorUpdateView } from '../features/investor';

export default function InvestorOverviewPage() {
  return <InvestorUpdateView path="/072025" />;
}
