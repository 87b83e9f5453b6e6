import { Badge } from '@forge/shell-sdk';
import { STATUS_LABELS, STATUS_PALETTES, type RfqStatus } from '../api';

export function StatusBadge({ status, size = 'md' }: { status: RfqStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} size={size} variant="subtle" data-testid="rfq-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
