import { Badge } from '@forge/shell-sdk';
import { humanize } from '../../common';

const STATUS: Record<string, { label: string; palette: string; description: string }> = {
  'registry-checked': {
    label: 'Registry checked',
    palette: 'green',
    description: 'Checked against the issuing registry',
  },
  'document-on-file': {
    label: 'Document on file',
    palette: 'blue',
    description: 'Certificate document reviewed and on file',
  },
  'self-declared': {
    label: 'Self-declared',
    palette: 'gray',
    description: 'Declared by the supplier, not yet verified',
  },
};

export function certificationStatusInfo(status: string) {
  return STATUS[status] ?? { label: humanize(status), palette: 'gray', description: humanize(status) };
}

export function CertificationStatusBadge({ status }: { status: string }) {
  const info = certificationStatusInfo(status);
  return (
    <Badge colorPalette={info.palette} variant="subtle" title={info.description}>
      {info.label}
    </Badge>
  );
}
