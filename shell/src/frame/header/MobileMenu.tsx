import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { chakra } from '@forge/shell-sdk';
import type { Capability } from '../catalogue';
import { MenuIcon } from '../icons';

// The drawer is a widget (state machine, focus trap): it loads on first open, not before first paint.
const MobileMenuDrawer = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDrawer'));

/**
 * The small-screen menu button; the menu itself is MobileMenuDrawer. Shown below `from`, the width from which the
 * header has room for its main navigation (later when signed in: more links share the row).
 */
export function MobileMenu({ capabilities, from = 'lg' }: { capabilities: Capability[]; from?: 'lg' | 'xl' }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <>
      <chakra.button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        aria-label="Open menu"
        display={{ base: 'inline-flex', [from]: 'none' }}
        alignItems="center"
        justifyContent="center"
        w={10}
        h={10}
        borderRadius="md"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.400' }}
      >
        <MenuIcon size={22} />
      </chakra.button>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer capabilities={capabilities} open={open} setOpen={setOpen} trigger={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
