/** News articles seeded for a fresh install. */
export const news = [
  {
    slug: 'forge-opens-bom-matching-to-waitlist-buyers',
    title: 'Forge opens BOM matching to its first waitlist buyers',
    summary: 'Upload a bill of materials and get every line matched to US suppliers with the right process, material and certification.',
    category: 'Product',
    author: 'Maya Chen, Head of Product',
    publishedAt: new Date('2026-11-12T14:00:00Z'),
    readMinutes: 4,
    body: [
      {
        heading: '',
        paragraphs: [
          'Today we started inviting buyers from the Forge waitlist to BOM matching, the feature they asked for most. Upload a CSV, TSV or Excel bill of materials and Forge reads every line, works out the manufacturing process behind it and suggests suppliers who can make it.',
          'For a typical 120-line BOM, matching takes under two minutes. Buyers see, line by line, which processes are involved, which suppliers cover them and which lines need a human look.',
        ],
      },
      {
        heading: 'What the matcher understands',
        paragraphs: [
          'The matcher recognises more than 115 manufacturing processes, from 5-axis CNC machining to conformal coating. It reads materials and finishes from descriptions and notes, and respects certifications such as AS9100, ISO 13485 and ITAR registration when it ranks suppliers.',
          'Where a line is ambiguous, Forge says so rather than guessing. Those lines are flagged for review so you never send an RFQ based on a bad assumption.',
        ],
      },
      {
        heading: 'From match to quote',
        paragraphs: [
          'Matched lines flow straight into a request for quotes. Pick the suppliers you want, set a due date and Forge sends a clean, consistent RFQ package to each of them.',
          'We are inviting buyers in small groups so our sourcing specialists can help with every first project. If you are on the waitlist, watch your inbox.',
        ],
      },
    ],
  },
  {
    slug: 'state-of-us-contract-manufacturing-capacity-2026',
    title: 'The state of US contract manufacturing capacity, autumn 2026',
    summary: 'What 20,000+ supplier profiles tell us about lead times, certifications and where capacity is opening up.',
    category: 'Insights',
    author: 'Daniel Ortiz, Data Lead',
    publishedAt: new Date('2026-10-29T14:00:00Z'),
    readMinutes: 6,
    body: [
      {
        heading: '',
        paragraphs: [
          'Forge now tracks more than 20,000 verified US suppliers. Each profile lists capabilities, certifications, equipment and, increasingly, how quickly the shop answers RFQs. Together they give an unusually clear picture of domestic capacity.',
        ],
      },
      {
        heading: 'Machining is deep, but concentrated',
        paragraphs: [
          'CNC machining remains the most common capability on Forge, with strong clusters in Ohio, Michigan, Pennsylvania, Texas and California. Five-axis capacity has grown fastest, largely in shops that already hold AS9100.',
          'Buyers who widen their search beyond their home state typically see two to three times as many qualified suppliers for the same part.',
        ],
      },
      {
        heading: 'Certifications are the real bottleneck',
        paragraphs: [
          'For medical and aerospace work, the constraint is rarely machines; it is certified quality systems. ISO 13485 shops remain scarce outside a handful of regions, and lead times there are the longest we see.',
          'We expect reshoring demand to keep pushing shops toward certification. Forge will show new certifications as soon as we verify them.',
        ],
      },
    ],
  },
  {
    slug: 'forge-partners-with-doss',
    title: 'Forge partners with Doss to connect sourcing with inventory and operations',
    summary: 'Parts sourced on Forge can now flow into Doss, so buyers keep purchase orders, inventory and supplier data in one system.',
    category: 'Partnerships',
    author: 'Priya Raman, Head of Partnerships',
    publishedAt: new Date('2026-10-08T14:00:00Z'),
    readMinutes: 3,
    body: [
      {
        heading: '',
        paragraphs: [
          'Finding the right supplier is only half the job. Once a quote is awarded, operations teams need the part, the supplier and the order in the system that runs their business. Our partnership with Doss closes that gap.',
        ],
      },
      {
        heading: 'What the integration does',
        paragraphs: [
          'When you award an RFQ on Forge, the supplier, the part and the agreed price and lead time can be sent to Doss in one step. No re-keying, no spreadsheet hand-offs.',
          'Inventory levels in Doss can also start a sourcing project on Forge: when a custom part runs low, the buyer gets a pre-filled RFQ with the suppliers who made it last time.',
        ],
      },
      {
        heading: 'Availability',
        paragraphs: ['The integration is available to Forge buyers who also use Doss. Read more on our Doss partner page or talk to our sales team.'],
      },
    ],
  },
  {
    slug: 'how-we-verify-suppliers',
    title: 'How we verify suppliers on Forge',
    summary: 'What the verified badge means, what we check, and how often we check it again.',
    category: 'Trust',
    author: 'Marcus Bell, Supplier Network',
    publishedAt: new Date('2026-09-17T14:00:00Z'),
    readMinutes: 5,
    body: [
      {
        heading: '',
        paragraphs: [
          'A supplier directory is only as useful as it is true. The verified badge on a Forge profile means a person on our team checked the company behind it, not just that a form was filled in.',
        ],
      },
      {
        heading: 'What we check',
        paragraphs: [
          'We confirm the business is registered and operating at the stated address, match listed certifications against the issuing registrar, and review equipment and capability claims with the shop directly.',
          'For ITAR registration we check the DDTC registration status. For ISO and AS certifications we record the certificate number, scope and expiry date.',
        ],
      },
      {
        heading: 'Keeping it current',
        paragraphs: [
          'Certifications expire and shops change hands. We re-check certifications before they expire and ask every verified supplier to confirm their profile at least once a year. Buyers can report outdated information from any profile.',
        ],
      },
    ],
  },
  {
    slug: 'rfq-best-practices-for-hardware-startups',
    title: 'Five RFQ habits that get hardware startups better quotes',
    summary: 'Suppliers quote faster and sharper when the package is complete. Here is what our sourcing team sees work.',
    category: 'Guides',
    author: 'Elena Vasquez, Sourcing Specialist',
    publishedAt: new Date('2026-08-27T14:00:00Z'),
    readMinutes: 5,
    body: [
      {
        heading: '',
        paragraphs: [
          'Most slow or padded quotes are not about price; they are about uncertainty. Every missing detail is a risk the supplier prices in. These five habits remove it.',
        ],
      },
      {
        heading: 'Send drawings and models together',
        paragraphs: [
          'A STEP file shows geometry; a drawing shows what matters. Send both, with critical tolerances called out, and you avoid the most common back-and-forth.',
        ],
      },
      {
        heading: 'Give real quantities and dates',
        paragraphs: [
          'Quote at the quantities you will actually order, plus one step up. Give a need-by date rather than "ASAP": suppliers plan capacity around dates.',
        ],
      },
      {
        heading: 'Name the material, finish and certifications',
        paragraphs: [
          'Say 6061-T6 with Type II clear anodize, not "aluminium, anodized". If you need material certs or a first article inspection report, say so up front.',
          'Finally, ask fewer suppliers better questions. Three to five well-matched shops beat twenty cold emails every time, and Forge helps you pick them.',
        ],
      },
    ],
  },
  {
    slug: 'forge-raises-seed-round',
    title: 'Forge raises a seed round to map American manufacturing',
    summary: 'New funding to grow the supplier network, BOM matching and the team.',
    category: 'Company',
    author: 'Forge team',
    publishedAt: new Date('2026-07-21T14:00:00Z'),
    readMinutes: 3,
    body: [
      {
        heading: '',
        paragraphs: [
          'Forge has raised a seed round to build the sourcing platform American manufacturing deserves. The round was led by investors who back industrial technology and was joined by operators from aerospace, medical devices and contract manufacturing.',
        ],
      },
      {
        heading: 'What the funding is for',
        paragraphs: [
          'We will grow the verified supplier network in every state, invest in BOM matching so any bill of materials can be sourced in minutes, and hire across engineering, supplier success and sales.',
          'If you want to help, see our open roles. If you make parts, join the supplier waitlist.',
        ],
      },
    ],
  },
];
