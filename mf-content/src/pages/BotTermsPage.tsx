import { botTerms } from '../features/legal/documents';
import { LegalDocumentView } from '../features/legal/LegalDocumentView';

export default function BotTermsPage() {
  return <LegalDocumentView doc={botTerms} path="/legal/bomcircle-bot-terms" />;
}
