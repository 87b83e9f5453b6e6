export interface Certification {
  slug: string;
  name: string;
  scheme: string;
  meaning: string;
  industries: string[];
  /** Accredited certification bodies that issue it (used for registrar names); empty for registrations. */
  registrars: string[];
}

const ISO_REGISTRARS = ['BSI', 'DNV', 'SGS', 'Bureau Veritas', 'TÜV SÜD', 'NSF-ISR', 'Intertek', 'PRI Registrar', 'Perry Johnson Registrars', 'NQA'];

/** Certifications and registrations buyers ask for. The first six are the header's (product-spec §2). */
export const CERTIFICATIONS: Certification[] = [
  {
    slug: 'iso-9001',
    name: 'ISO 9001',
    scheme: 'ISO (International Organization for Standardization), audited by accredited registrars',
    meaning: 'The supplier runs a documented quality management system: controlled processes, corrective actions, internal audits and management review, checked by a yearly surveillance audit. It is the baseline most industrial buyers expect.',
    industries: ['Industrial Equipment', 'Automotive', 'Aerospace', 'Medical Devices', 'Electronics', 'Consumer Products', 'Energy'],
    registrars: ISO_REGISTRARS,
  },
  {
    slug: 'as9100',
    name: 'AS9100',
    scheme: 'IAQG (International Aerospace Quality Group); certificates listed in the OASIS database',
    meaning: 'ISO 9001 plus aerospace requirements: configuration management, product safety, counterfeit-part prevention, first article inspection and full traceability. Required by most aircraft, space and defense primes.',
    industries: ['Aerospace', 'Defense', 'Space'],
    registrars: ['BSI', 'DNV', 'SGS', 'NSF-ISR', 'PRI Registrar', 'Perry Johnson Registrars', 'NQA'],
  },
  {
    slug: 'iatf-16949',
    name: 'IATF 16949',
    scheme: 'IATF (International Automotive Task Force) through IATF-recognized certification bodies',
    meaning: 'The automotive quality standard: defect prevention, PPAP, APQP, FMEA, SPC and MSA on top of ISO 9001. Needed to supply production parts to car makers and their tier suppliers.',
    industries: ['Automotive'],
    registrars: ['BSI', 'DNV', 'SGS', 'Bureau Veritas', 'TÜV SÜD', 'NSF-ISR', 'Intertek'],
  },
  {
    slug: 'iso-13485',
    name: 'ISO 13485',
    scheme: 'ISO, audited by accredited registrars; aligned with FDA 21 CFR 820 (QMSR)',
    meaning: 'Quality management for medical devices: design controls, risk management, validated processes, cleanliness and complete device history records.',
    industries: ['Medical Devices'],
    registrars: ['BSI', 'TÜV SÜD', 'SGS', 'Intertek', 'NSF-ISR', 'DNV'],
  },
  {
    slug: 'itar',
    name: 'ITAR Registered',
    scheme: 'US State Department, Directorate of Defense Trade Controls (DDTC) registration',
    meaning: 'The company is registered with DDTC to manufacture or handle defense articles and technical data on the US Munitions List, with controls that keep that data from foreign persons. It is a registration, not an audit of quality.',
    industries: ['Defense', 'Aerospace', 'Space'],
    registrars: [],
  },
  {
    slug: 'iso-14001',
    name: 'ISO 14001',
    scheme: 'ISO, audited by accredited registrars',
    meaning: 'An environmental management system: the supplier tracks its environmental impacts, legal obligations and improvement targets (waste, emissions, chemicals).',
    industries: ['Automotive', 'Electronics', 'Energy', 'Consumer Products', 'Industrial Equipment'],
    registrars: ISO_REGISTRARS,
  },
  {
    slug: 'nadcap',
    name: 'Nadcap',
    scheme: 'PRI (Performance Review Institute) special-process accreditation',
    meaning: 'Accreditation of a special process (heat treating, chemical processing, welding, NDT, coatings) by industry auditors on behalf of the aerospace primes. Often mandatory for processing flight hardware.',
    industries: ['Aerospace', 'Defense', 'Space'],
    registrars: ['PRI Nadcap'],
  },
  {
    slug: 'iso-45001',
    name: 'ISO 45001',
    scheme: 'ISO, audited by accredited registrars',
    meaning: 'An occupational health and safety management system: hazards are assessed and controlled and incidents are investigated, lowering disruption risk for the buyer.',
    industries: ['Industrial Equipment', 'Energy', 'Automotive', 'Construction'],
    registrars: ISO_REGISTRARS,
  },
  {
    slug: 'ul',
    name: 'UL Certified',
    scheme: 'UL Solutions listing and recognition (file number in UL Product iQ)',
    meaning: 'The supplier\'s products or processes are listed or recognized by UL for safety, e.g. UL 508A industrial control panels or UL-recognized wire and plastics, with periodic factory follow-up inspections.',
    industries: ['Electronics', 'Industrial Equipment', 'Consumer Products', 'Energy'],
    registrars: ['UL Solutions'],
  },
  {
    slug: 'iso-17025',
    name: 'ISO/IEC 17025',
    scheme: 'Accreditation by A2LA, ANAB or another ILAC signatory',
    meaning: 'The laboratory is accredited as competent for the listed tests and calibrations, so its reports and measurements are traceable and accepted.',
    industries: ['Aerospace', 'Medical Devices', 'Automotive', 'Industrial Equipment'],
    registrars: ['A2LA', 'ANAB', 'IAS'],
  },
  {
    slug: 'ipc-a-610',
    name: 'IPC-A-610 / J-STD-001 Certified',
    scheme: 'IPC training and certification program',
    meaning: 'Operators and inspectors are certified to the IPC workmanship standards for soldered electronic assemblies (class 2 or class 3).',
    industries: ['Electronics', 'Aerospace', 'Medical Devices', 'Defense'],
    registrars: ['IPC'],
  },
  {
    slug: 'cmmc',
    name: 'CMMC Level 2',
    scheme: 'US Department of Defense Cybersecurity Maturity Model Certification, assessed by a C3PAO',
    meaning: 'The supplier protects Controlled Unclassified Information with the 110 NIST SP 800-171 controls, required for many DoD contracts.',
    industries: ['Defense', 'Aerospace'],
    registrars: ['Accredited C3PAO'],
  },
];

export const CERTIFICATION_BY_SLUG = new Map(CERTIFICATIONS.map((c) => [c.slug, c]));
