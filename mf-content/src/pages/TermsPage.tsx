import { termsOfService } from '../features/legal/documents';
import { LegalDocumentView } from '../features/legal/LegalDocumentView';

export default function TermsPage() {
  return <LegalDocumentView doc={termsOfService} path="/terms" />;
}
