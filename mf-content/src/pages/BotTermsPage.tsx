import { botTerms, LegalDocumentView } from '../features/legal';

export default function BotTermsPage() {
  return <LegalDocumentView doc={botTerms} path="/legal/bomcircle-bot-terms" />;
}
