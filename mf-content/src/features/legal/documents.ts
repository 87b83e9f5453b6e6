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

const CONTACT = 'Forge Manufacturing Technologies, Inc., legal@forge.test, 2100 Smallman Street, Pittsburgh, PA 15222, United States.';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy policy',
  description: 'How Forge collects, uses, shares and protects personal information on the Forge marketplace, and the choices and rights you have.',
  lastUpdated: '2026-11-01',
  intro: [
    'This policy explains what personal information Forge Manufacturing Technologies, Inc. ("Forge", "we") collects when you use forge.test and our services, why we collect it, who we share it with and the choices you have. It applies to buyers, suppliers, visitors and anyone who contacts us.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: ['We collect information you give us, information created when you use Forge, and limited information from third parties.'],
      list: [
        'Account information: name, work email, company, job title, phone number and password credentials handled by our identity provider.',
        'Sourcing content: bills of materials, drawings, RFQs, quotes, messages and notes you upload or send through Forge.',
        'Supplier profile information: company details, capabilities, certifications, equipment and contact people.',
        'Forms: waitlist, contact, sales, careers and newsletter submissions, including the page you submitted them from.',
        'Usage information: pages viewed, searches, device and browser type, approximate location from IP address, and event data described in this policy.',
        'Third-party information: public business registry data and certification registrar data used to verify suppliers.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      paragraphs: ['We use personal information to run and improve Forge, and only for purposes compatible with why it was collected.'],
      list: [
        'To provide the marketplace: search, BOM matching, RFQs, messaging and account management.',
        'To verify suppliers and keep profile information accurate.',
        'To respond to waitlist signups, enquiries, job applications and support requests.',
        'To send service emails and, with your confirmed consent, the newsletter.',
        'To secure Forge, prevent abuse (for example, rate limiting form submissions) and comply with law.',
        'To understand how Forge is used and improve it, using aggregated analytics where possible.',
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      paragraphs: [
        'We do not sell personal information. When you send an RFQ, the suppliers you choose receive the RFQ package and your business contact details. When a supplier responds, you receive their quote and contact details.',
        'We share information with service providers who host our infrastructure, send email and help us operate Forge, under contracts that limit their use of it. We may share information when required by law, to protect rights and safety, or as part of a merger or acquisition, subject to this policy.',
      ],
    },
    {
      id: 'your-bom-and-drawings',
      heading: 'Your BOMs and drawings',
      paragraphs: [
        'Bills of materials and drawings are confidential business information. We process them only to provide matching and RFQs to you, and we never show them to suppliers you have not selected.',
        'We may use de-identified line descriptions to improve our matching models. We never use your drawings or part numbers to train models shared with other customers.',
      ],
    },
    {
      id: 'cookies-and-analytics',
      heading: 'Cookies and analytics',
      paragraphs: [
        'We use strictly necessary storage to keep you signed in and to remember the page you wanted before signing in. We record product analytics events (for example, page views, supplier searches and waitlist signups) to understand how Forge is used.',
        'We do not use third-party advertising cookies. You can clear site data in your browser at any time; you will then need to sign in again.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      paragraphs: [
        'We keep account and sourcing information while your account is active and for up to 24 months afterwards, unless you ask us to delete it sooner or the law requires longer retention. Waitlist and lead submissions are kept for up to 24 months. Job applications are kept for 12 months.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'We protect information with encryption in transit, access controls, audit logging and least-privilege access for staff. No system is perfectly secure; if we learn of a breach affecting your information, we will notify you as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      paragraphs: [
        'You can access, correct or delete your account information from your profile or by contacting us. You can unsubscribe from the newsletter with the link in every email. Depending on where you live, including California, you may have rights to know, delete, correct and limit the use of your personal information, and to not be discriminated against for exercising them.',
        'To make a request, email legal@forge.test. We will verify your request and respond within 45 days.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: ['Forge is a business service and is not directed to children under 16. We do not knowingly collect their personal information.'],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: ['We will post any change here and update the date above. For material changes we will notify account holders by email before they take effect.'],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [`Questions about this policy: ${CONTACT}`],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of service',
  description: 'The terms that govern use of the Forge custom-manufacturing marketplace by buyers, suppliers and visitors.',
  lastUpdated: '2026-11-01',
  intro: [
    'These terms are an agreement between you (or the company you represent) and Forge Manufacturing Technologies, Inc. ("Forge"). By creating an account or using Forge you agree to them. If you use Forge for a company, you confirm you may bind it.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'The service',
      paragraphs: [
        'Forge is a marketplace that helps buyers find custom-manufacturing suppliers in the United States, match bills of materials to suppliers and send requests for quotes. Forge is not a party to any purchase order between a buyer and a supplier, and does not manufacture parts.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      paragraphs: [
        'You must give accurate information, keep your credentials confidential and tell us promptly about unauthorised use. You are responsible for activity under your account. We may suspend accounts that break these terms or put other users at risk.',
      ],
    },
    {
      id: 'buyer-responsibilities',
      heading: 'Buyer responsibilities',
      paragraphs: ['Buyers are responsible for the accuracy of their BOMs, drawings and RFQs, for evaluating suppliers and quotes, and for their own purchase orders, inspections and payments.'],
    },
    {
      id: 'supplier-responsibilities',
      heading: 'Supplier responsibilities',
      paragraphs: [
        'Suppliers must describe their capabilities, certifications and capacity truthfully and keep them current. Certifications shown as verified must be valid for the stated scope. Suppliers must keep buyer RFQ materials confidential and use them only to prepare quotes.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      list: [
        'upload content you have no right to share, or that is unlawful or malicious;',
        'scrape, copy or resell supplier data or search results;',
        'send unsolicited bulk messages to suppliers or buyers;',
        'probe, overload or bypass the security or rate limits of Forge;',
        'use Forge to source items controlled under ITAR or EAR without the required authorisations.',
      ],
    },
    {
      id: 'content-and-licences',
      heading: 'Your content and licences',
      paragraphs: [
        'You keep ownership of the content you upload. You grant Forge a limited licence to host, process and transmit it to provide the service to you, including sharing RFQ packages with the suppliers you select.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      paragraphs: ['Some features require a paid plan. Fees, billing periods and taxes are shown before you subscribe. Paid plans renew until cancelled; cancellation takes effect at the end of the current period.'],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      paragraphs: [
        'Forge verifies supplier information with reasonable care but does not guarantee any supplier’s quality, capacity, delivery or compliance. The service is provided "as is" to the extent the law allows.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, Forge is not liable for indirect or consequential losses, and its total liability for any claim is limited to the fees you paid Forge in the 12 months before the claim, or US $100 if you paid nothing.',
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      paragraphs: ['You may close your account at any time. We may end or suspend access for breach of these terms. Sections that by nature should survive termination, including licences to content already shared, disclaimers and liability limits, survive.'],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: ['These terms are governed by the laws of the Commonwealth of Pennsylvania, without regard to conflict-of-law rules. Courts in Allegheny County, Pennsylvania have exclusive jurisdiction.'],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${CONTACT}`],
    },
  ],
};

export const botTerms: LegalDocument = {
  title: 'BOMCircle bot terms of use',
  description: 'Terms of use for BOMCircle, the Forge AI sourcing assistant that answers questions about suppliers, processes and bills of materials.',
  lastUpdated: '2026-10-15',
  intro: [
    'BOMCircle is the AI sourcing assistant inside Forge. It answers questions about manufacturing processes, suppliers and your bills of materials. These terms apply in addition to the Forge terms of service.',
  ],
  sections: [
    {
      id: 'what-the-bot-does',
      heading: 'What BOMCircle does',
      paragraphs: [
        'BOMCircle suggests suppliers, explains processes and materials, and helps you prepare RFQs, using the Forge supplier network and the documents you share in the conversation.',
      ],
    },
    {
      id: 'no-professional-advice',
      heading: 'Suggestions, not engineering advice',
      paragraphs: [
        'Answers are generated automatically and may be incomplete or wrong. They are not engineering, legal or export-control advice. Check important facts, such as tolerances, material specifications and certifications, before relying on them.',
      ],
    },
    {
      id: 'your-inputs',
      heading: 'Your inputs',
      paragraphs: [
        'Do not share information you are not allowed to share, including export-controlled technical data, unless your account is configured for it. You are responsible for the prompts and files you submit.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['Do not use BOMCircle to generate unlawful content, to harass suppliers, to extract supplier data in bulk, or to attempt to bypass its safeguards.'],
    },
    {
      id: 'availability',
      heading: 'Availability and changes',
      paragraphs: ['BOMCircle may be limited, changed or paused at any time, including usage limits per account. We will tell account holders about material changes.'],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions about BOMCircle: ${CONTACT}`],
    },
  ],
};

export const botPrivacy: LegalDocument = {
  title: 'BOMCircle bot privacy notice',
  description: 'How BOMCircle, the Forge AI sourcing assistant, handles conversations, files and usage data.',
  lastUpdated: '2026-10-15',
  intro: ['This notice explains how BOMCircle handles your conversations. The Forge privacy policy applies to everything not covered here.'],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['We store your messages, BOMCircle’s answers, the files you attach, and metadata such as message length, response length and conversation identifiers.'],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use conversations to answer you, to keep a history you can return to, and to measure and improve answer quality. Staff review conversations only to investigate a problem you report or abuse.',
      ],
    },
    {
      id: 'model-providers',
      heading: 'AI model providers',
      paragraphs: [
        'Answers may be produced with the help of third-party AI model providers under contracts that forbid them from training on your content and require deletion after processing.',
      ],
    },
    {
      id: 'retention',
      heading: 'Retention',
      paragraphs: ['Conversations are kept for 12 months, or until you delete them or close your account.'],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      paragraphs: ['You can delete conversations at any time, and ask for a copy or deletion of all BOMCircle data by emailing legal@forge.test.'],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Privacy questions: ${CONTACT}`],
    },
  ],
};
