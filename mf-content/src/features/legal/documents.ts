import documents from './documents.json';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

/** The legal texts are data (documents.json); `{contact}` in a paragraph stands for Forge's legal address. */
function withContact(document: LegalDocument): LegalDocument {
  const fill = (text: string) => text.replace('{contact}', documents.contact);
  return { ...document, sections: document.sections.map((s) => ({ ...s, paragraphs: s.paragraphs.map(fill) })) };
}

export const privacyPolicy = withContact(documents.privacyPolicy);
export const termsOfService = withContact(documents.termsOfService);
export const botTerms = withContact(documents.botTerms);
export const botPrivacy = withContact(documents.botPrivacy);
