import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Portal, Spinner, Stack, toaster } from '@forge/shell-sdk';
import { Toast, Toaster } from '@forge/shell-sdk/widgets';
import { swipeDismisses } from './feedback-timing';

/** Swipe right past 50 px to dismiss (§9); the toast follows the finger and springs back otherwise. */
function useSwipeToDismiss(id: string) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    handlers: {
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
        if ((event.target as HTMLElement).closest('button, a')) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
        if (!start.current || start.current.pointerId !== event.pointerId) return;
        setOffset(Math.max(0, event.clientX - start.current.x));
      },
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
        if (!start.current) return;
        const dismiss = swipeDismisses(start.current.x, event.clientX);
        start.current = null;
        setOffset(0);
        if (dismiss) toaster.dismiss(id);
      },
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

function SwipeableToast({ toast }: { toast: Parameters<Parameters<typeof Toaster>[0]['children']>[0] }) {
  const { offset, handlers } = useSwipeToDismiss(toast.id!);
  return (
    <Toast.Root
      width={{ md: 'sm' }}
      {...handlers}
      data-testid="toast"
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, opacity: offset ? Math.max(0.3, 1 - offset / 200) : undefined, touchAction: 'pan-y' }}
    >
      {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
    </Toast.Root>
  );
}

/**
 * The one toaster of the product (§4, §9): the sdk's `toaster` (1 at a time, 5000 ms, removed 1,000,000 ms after
 * dismissal, F8 focuses the region), rendered here so every remote's `notify` shows in the shell.
 */
export function ForgeToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} mb={{ base: '72px', md: 0 }}>
        {(toast) => <SwipeableToast toast={toast} />}
      </Toaster>
    </Portal>
  );
}
