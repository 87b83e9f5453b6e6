import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Text, chakra } from '@forge/shell-sdk';
import { ChevronDownIcon, ChevronRightIcon } from '../icons';
import {
  EMPTY_TYPEAHEAD,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  SUBMENU_OPEN_DELAY_MS,
  createHoverIntent,
  typeaheadMatch,
  typeaheadStep,
  type TypeaheadState,
} from './menu-timing';
import { navyFocusRing } from '../link-styles';

export interface MenuLinkItem {
  kind: 'link';
  label: string;
  to: string;
  hint?: string;
}
export interface MenuActionItem {
  kind: 'action';
  label: string;
  onSelect: () => void;
}
export interface MenuSubmenuItem {
  kind: 'submenu';
  label: string;
  items: MenuLinkItem[];
  hint?: string;
}
export type MenuItem = MenuLinkItem | MenuActionItem | MenuSubmenuItem;

interface NavMenuProps {
  /** The trigger's text; a custom `trigger` must carry the accessible name in its content. */
  label: string;
  trigger?: ReactNode;
  items: MenuItem[];
  /** Shown above the items, outside the menu role (e.g. who is signed in). */
  header?: ReactNode;
  /** Shown in the submenu column while no submenu is open. */
  submenuPlaceholder?: ReactNode;
  align?: 'start' | 'end';
  triggerVariant?: 'nav' | 'plain';
}

const isMouse = (event: ReactPointerEvent) => event.pointerType === 'mouse';
const isTypeaheadKey = (event: ReactKeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 3,
  w: 'full',
  px: 3,
  py: 2,
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'gray.800',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  _hover: { bg: 'brand.50', color: 'brand.700' },
  _focusVisible: { bg: 'brand.50', color: 'brand.700', boxShadow: 'inset 0 0 0 2px var(--chakra-colors-brand-500)' },
  _focus: { bg: 'brand.50', color: 'brand.700' },
  '&[aria-expanded=true]': { bg: 'brand.50', color: 'brand.700' },
} as const;

/** A menu's list of rows (the main menu, or the open submenu beside it), scrolling past `maxH`. */
function MenuList({
  id,
  labelledBy,
  maxH,
  onKeyDown,
  vertical,
  children,
}: {
  id: string;
  labelledBy: string;
  maxH: string;
  onKeyDown: (event: ReactKeyboardEvent) => void;
  vertical?: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.ul
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      aria-orientation={vertical ? 'vertical' : undefined}
      listStyleType="none"
      m={0}
      p={2}
      maxH={maxH}
      overflowY="auto"
      onKeyDown={onKeyDown}
    >
      {children}
    </chakra.ul>
  );
}

/** A link row of the menu: keeps its element for arrow-key focus and closes the menu when followed. */
function MenuLink({
  to,
  register,
  onFollow,
  onPointerEnter,
  children,
}: {
  to: string;
  register: (el: HTMLAnchorElement | null) => void;
  onFollow: () => void;
  onPointerEnter?: () => void;
  children: ReactNode;
}) {
  return (
    <chakra.a asChild {...itemStyles} onPointerEnter={onPointerEnter}>
      <RouterLink ref={register} to={to} role="menuitem" tabIndex={-1} onClick={onFollow}>
        {children}
      </RouterLink>
    </chakra.a>
  );
}

/**
 * A navigation dropdown that is a real menu (WAI-ARIA menu button): it opens after 500 ms of hovering and closes
 * 150 ms after the pointer leaves, submenus open after 100 ms, typeahead resets after 1 s (product-spec §9). Click,
 * Enter, Space and the arrow keys open it; arrows, Home, End and typing move between items; Escape closes it.
 */
export function NavMenu({ label, trigger, items, header, submenuPlaceholder, align = 'start', triggerVariant = 'nav' }: NavMenuProps) {
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [activeSub, setActiveSub] = useState<number | null>(null);
  const [pendingFocus, setPendingFocus] = useState<{ level: 'main' | 'sub'; index: number | 'last' } | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const subItemRefs = useRef<(HTMLElement | null)[]>([]);
  const typeahead = useRef<TypeaheadState>(EMPTY_TYPEAHEAD);
  const subTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = useRef(open);
  openRef.current = open;

  const close = useCallback((returnFocus = false) => {
    clearTimeout(subTimer.current);
    setOpen(false);
    setActiveSub(null);
    typeahead.current = EMPTY_TYPEAHEAD;
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const intent = useMemo(
    () =>
      createHoverIntent({
        openDelay: MENU_OPEN_DELAY_MS,
        closeDelay: MENU_CLOSE_DELAY_MS,
        isOpen: () => openRef.current,
        onOpen: () => setOpen(true),
        onClose: () => close(false),
      }),
    [close],
  );

  useEffect(
    () => () => {
      intent.cancel();
      clearTimeout(subTimer.current);
    },
    [intent],
  );

  // Focus requested by keyboard opening lands once the items exist.
  useEffect(() => {
    if (!pendingFocus || !open) return;
    const refs = pendingFocus.level === 'main' ? itemRefs.current : subItemRefs.current;
    const count = pendingFocus.level === 'main' ? items.length : activeSub !== null ? subItemsOf(items[activeSub]).length : 0;
    const index = pendingFocus.index === 'last' ? count - 1 : pendingFocus.index;
    refs[index]?.focus();
    setPendingFocus(null);
  }, [pendingFocus, open, activeSub, items]);

  // A press outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const openWith = (index: number | 'last') => {
    intent.cancel();
    setOpen(true);
    setPendingFocus({ level: 'main', index });
  };

  const scheduleSubmenu = (index: number | null) => {
    clearTimeout(subTimer.current);
    subTimer.current = setTimeout(() => setActiveSub(index), SUBMENU_OPEN_DELAY_MS);
  };

  const openSubmenu = (index: number, focusIndex: number | 'last' | null) => {
    clearTimeout(subTimer.current);
    setActiveSub(index);
    if (focusIndex !== null) setPendingFocus({ level: 'sub', index: focusIndex });
  };

  const onTriggerKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open && event.key !== 'ArrowDown') close(false);
      else openWith(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const moveFocus = (
    event: ReactKeyboardEvent,
    refs: (HTMLElement | null)[],
    labels: string[],
  ): boolean => {
    const current = refs.findIndex((el) => el === document.activeElement);
    const count = labels.length;
    let next: number;
    if (event.key === 'ArrowDown') next = (current + 1) % count;
    else if (event.key === 'ArrowUp') next = (current - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (isTypeaheadKey(event)) {
      typeahead.current = typeaheadStep(typeahead.current, event.key, Date.now());
      const match = typeaheadMatch(labels, typeahead.current.query, current);
      if (match < 0) return true;
      next = match;
    } else return false;
    event.preventDefault();
    refs[next]?.focus();
    return true;
  };

  const onMainKeyDown = (event: ReactKeyboardEvent) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const item = items[current];
    if (moveFocus(event, itemRefs.current, items.map((i) => i.label))) {
      if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key) || isTypeaheadKey(event)) {
        clearTimeout(subTimer.current);
        setActiveSub(null);
      }
      return;
    }
    if (item?.kind === 'submenu' && (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      openSubmenu(current, 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const onSubKeyDown = (event: ReactKeyboardEvent) => {
    event.stopPropagation();
    const sub = activeSub !== null ? subItemsOf(items[activeSub]) : [];
    if (moveFocus(event, subItemRefs.current, sub.map((i) => i.label))) return;
    if (event.key === 'ArrowLeft' || event.key === 'Escape') {
      event.preventDefault();
      const parent = activeSub;
      setActiveSub(null);
      if (parent !== null) itemRefs.current[parent]?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const hasSubmenus = items.some((i) => i.kind === 'submenu');
  const active = activeSub !== null ? items[activeSub] : undefined;
  const menuId = `${baseId}-menu`;
  const triggerId = `${baseId}-trigger`;

  return (
    <Box
      ref={wrapperRef}
      position="relative"
      onPointerEnter={(e: ReactPointerEvent) => isMouse(e) && intent.enter()}
      onPointerLeave={(e: ReactPointerEvent) => isMouse(e) && intent.leave()}
    >
      <chakra.button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          intent.cancel();
          if (open) close(false);
          else setOpen(true);
        }}
        onKeyDown={onTriggerKeyDown}
        display="inline-flex"
        alignItems="center"
        gap={1}
        h={triggerVariant === 'nav' ? 10 : 'auto'}
        px={triggerVariant === 'nav' ? 2 : 1}
        borderRadius="md"
        fontSize="sm"
        fontWeight="medium"
        color={open ? 'white' : 'whiteAlpha.900'}
        bg={open && triggerVariant === 'nav' ? 'whiteAlpha.200' : 'transparent'}
        _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
        _focusVisible={navyFocusRing()}
        whiteSpace="nowrap"
        cursor="pointer"
      >
        {trigger ?? label}
        <ChevronDownIcon size={14} style={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : undefined }} />
      </chakra.button>

      {open && (
        <Box
          position="absolute"
          top="calc(100% + 8px)"
          {...(align === 'end' ? { right: 0 } : { left: 0 })}
          zIndex="dropdown"
          bg="white"
          color="gray.800"
          borderRadius="xl"
          boxShadow="0 20px 45px -12px rgba(10, 22, 40, 0.35), 0 0 0 1px rgba(10, 22, 40, 0.08)"
          display="flex"
          minW="240px"
          overflow="hidden"
          css={{
            animation: 'forge-menu-in 140ms ease-out',
            '@keyframes forge-menu-in': { from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } },
            // An invisible bridge over the gap, so moving from trigger to panel does not count as leaving.
            '&::before': { content: '""', position: 'absolute', top: '-8px', left: 0, right: 0, height: '8px' },
          }}
        >
          <Box flex="0 0 auto" w={hasSubmenus ? '320px' : 'auto'} minW="240px" display="flex" flexDirection="column">
            {header}
            <MenuList id={menuId} labelledBy={triggerId} maxH="min(70vh, 560px)" onKeyDown={onMainKeyDown} vertical>
              {items.map((item, index) => (
                <chakra.li key={`${item.kind}:${item.label}`} role="none">
                  {item.kind === 'link' ? (
                    <MenuLink
                      to={item.to}
                      register={(el) => {
                        itemRefs.current[index] = el;
                      }}
                      onFollow={() => close(false)}
                      onPointerEnter={() => hasSubmenus && scheduleSubmenu(null)}
                    >
                      <span>{item.label}</span>
                      {item.hint && (
                        <Text as="span" fontSize="xs" color="gray.500">
                          {item.hint}
                        </Text>
                      )}
                    </MenuLink>
                  ) : item.kind === 'action' ? (
                    <chakra.button
                      ref={(el: HTMLButtonElement | null) => {
                        itemRefs.current[index] = el;
                      }}
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      {...itemStyles}
                      onClick={() => {
                        close(true);
                        item.onSelect();
                      }}
                    >
                      {item.label}
                    </chakra.button>
                  ) : (
                    <chakra.button
                      ref={(el: HTMLButtonElement | null) => {
                        itemRefs.current[index] = el;
                      }}
                      id={`${baseId}-sub-${index}`}
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      aria-haspopup="menu"
                      aria-expanded={activeSub === index}
                      aria-controls={activeSub === index ? `${baseId}-submenu` : undefined}
                      {...itemStyles}
                      onPointerEnter={(e: ReactPointerEvent) => isMouse(e) && scheduleSubmenu(index)}
                      onClick={() => openSubmenu(index, null)}
                    >
                      <span>{item.label}</span>
                      <chakra.span display="inline-flex" alignItems="center" gap={2} color="gray.500" fontSize="xs">
                        {item.hint}
                        <ChevronRightIcon size={14} />
                      </chakra.span>
                    </chakra.button>
                  )}
                </chakra.li>
              ))}
            </MenuList>
          </Box>
          {hasSubmenus && (
            <Box
              w="340px"
              bg="gray.50"
              borderLeftWidth="1px"
              borderColor="gray.100"
              onPointerEnter={() => clearTimeout(subTimer.current)}
            >
              {active?.kind === 'submenu' ? (
                <Box>
                  <Text px={5} pt={4} pb={1} fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="gray.500">
                    {active.label}
                  </Text>
                  <MenuList
                    id={`${baseId}-submenu`}
                    labelledBy={`${baseId}-sub-${activeSub}`}
                    maxH="min(64vh, 520px)"
                    onKeyDown={onSubKeyDown}
                  >
                    {active.items.map((sub, subIndex) => (
                      <chakra.li key={sub.to} role="none">
                        <MenuLink
                          to={sub.to}
                          register={(el) => {
                            subItemRefs.current[subIndex] = el;
                          }}
                          onFollow={() => close(false)}
                        >
                          {sub.label}
                        </MenuLink>
                      </chakra.li>
                    ))}
                  </MenuList>
                </Box>
              ) : (
                <Box p={6} color="gray.600" fontSize="sm">
                  {submenuPlaceholder}
                </Box>
              )}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

function subItemsOf(item: MenuItem | undefined): MenuLinkItem[] {
  return item?.kind === 'submenu' ? item.items : [];
}
