import { CERTIFICATION_STATUSES, CERTIFICATION_STATUS_LABELS } from '@forge/shell-sdk';
import { choiceFilter, type ListFilter } from '../../components/list-filters';

/** Filters /admin/companies by a certification (slug) and by the status of a certificate (expired ones included). */
export const CERTIFICATION_FILTERS: ListFilter[] = [
  { kind: 'text', name: 'certification', label: 'Certification', placeholder: 'Certification (as9100)', maxW: '44', normalize: (typed) => typed.trim().toLowerCase() },
  choiceFilter('certificationStatus', 'Certificate status', 'Certificate status: any', CERTIFICATION_STATUSES.map((s) => ({ value: s, label: CERTIFICATION_STATUS_LABELS[s] })), '56'),
];
