import { useState, type ReactElement, type ReactNode } from 'react';
import { Portal } from '@forge/shell-sdk';
import { Tooltip } from '@forge/shell-sdk/widgets';
import { tooltipOpenDelay } from './feedback-timing';

let lastClosedAt: number | null = null;

/** A tooltip with §9's timing: 700 ms to open, instant within 300 ms of another closing. */
export default function ForgeTooltipImpl({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [openDelay, setOpenDelay] = useState(() => tooltipOpenDelay(Date.now(), lastClosedAt));
  return (
    <Tooltip.Root
      openDelay={openDelay}
      closeDelay={100}
      onOpenChange={(e) => {
        if (!e.open) lastClosedAt = Date.now();
      }}
      positioning={{ placement: 'top' }}
    >
      <Tooltip.Trigger asChild onPointerEnter={() => setOpenDelay(tooltipOpenDelay(Date.now(), lastClosedAt))}>
        {children}
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content bg="gray.900" color="white" fontSize="xs" px={2} py={1} borderRadius="md">
            {content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
