import { termsOfService, LegalDocumentView } from '../features/legal';

export default function TermsPage() {
  return <LegalDocumentView doc={termsOfService} path="/terms" />;
}
