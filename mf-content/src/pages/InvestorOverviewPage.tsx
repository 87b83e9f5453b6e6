import { InvestorUpdateView } from '../features/investor/InvestorUpdateView';

export default function InvestorOverviewPage() {
  return <InvestorUpdateView path="/072025" />;
}
