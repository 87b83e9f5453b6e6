import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack, Text, VisuallyHidden, apiPath, call, chakra, useApi, useQueryClient, type Notification, formatMoment } from '@forge/shell-sdk';
import { NOTIFICATIONS_API } from '@forge/shell-sdk/api-contract';
import { navyFocusRing } from '../link-styles';

const LIST_QUERY = { limit: 15 };
export const UNREAD_PATH = apiPath(NOTIFICATIONS_API.getUnreadCount);
export const LIST_PATH = apiPath(NOTIFICATIONS_API.list, { query: LIST_QUERY });
/** New notifications come from other users' actions; the count refreshes on its own this often. */
const REFRESH_MS = 30_000;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}


/** The signed-in user's notifications: a bell with the unread count and a panel listing the latest, each a link. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const client = useQueryClient();
  const unread = useApi(NOTIFICATIONS_API.getUnreadCount, undefined, { refetchInterval: REFRESH_MS, staleTime: 10_000 });
  const list = useApi(NOTIFICATIONS_API.list, { query: LIST_QUERY }, { enabled: open, staleTime: 0 });

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const refresh = async () => {
    await Promise.all([client.invalidateQueries({ queryKey: [UNREAD_PATH] }), client.invalidateQueries({ queryKey: [LIST_PATH] })]);
  };
  const markRead = async (n: Notification) => {
    setOpen(false);
    if (!n.read) await call(NOTIFICATIONS_API.read, { params: { id: n.id } }).then(refresh, () => undefined);
  };
  const markAll = async () => {
    await call(NOTIFICATIONS_API.readAll).then(refresh, () => undefined);
  };

  const count = unread.data?.unread ?? 0;
  return (
    <Box ref={root} position="relative" data-testid="notification-bell">
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        onClick={() => setOpen((v) => !v)}
        position="relative"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        w={10}
        h={10}
        borderRadius="md"
        color="whiteAlpha.900"
        cursor="pointer"
        _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
        _focusVisible={navyFocusRing()}
      >
        <BellIcon />
        {count > 0 && (
          <Box as="span" position="absolute" top={0.5} right={0.5} minW={4.5} h={4.5} px={1} borderRadius="full" bg="brand.500" color="white" fontSize="2xs" fontWeight="bold" display="inline-flex" alignItems="center" justifyContent="center" data-testid="notification-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </chakra.button>
      {open && (
        <Box
          id={panelId}
          role="region"
          aria-label="Notifications"
          position={{ base: 'fixed', sm: 'absolute' }}
          top={{ base: '64px', sm: 'calc(100% + 8px)' }}
          right={{ base: 2, sm: 0 }}
          left={{ base: 2, sm: 'auto' }}
          w={{ base: 'auto', sm: '380px' }}
          maxH="70vh"
          overflowY="auto"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderRadius="lg"
          boxShadow="lg"
          zIndex="popover"
          data-testid="notification-panel"
        >
          <Box display="flex" alignItems="center" justifyContent="space-between" px={4} py={3} borderBottomWidth="1px">
            <Text fontWeight="semibold">Notifications</Text>
            <Button size="xs" variant="ghost" onClick={() => void markAll()} disabled={count === 0}>
              Mark all read
            </Button>
          </Box>
          {list.isLoading ? (
            <Text px={4} py={6} color="fg.muted" fontSize="sm">
              Loading…
            </Text>
          ) : list.isError ? (
            <Text px={4} py={6} color="red.600" fontSize="sm" role="alert">
              Notifications could not be loaded. Try again in a moment.
            </Text>
          ) : (list.data?.items.length ?? 0) === 0 ? (
            <Text px={4} py={6} color="fg.muted" fontSize="sm">
              Nothing yet. Invitations, messages, quotes and awards on your RFQs show up here.
            </Text>
          ) : (
            <Stack as="ul" gap={0} listStyleType="none" m={0} p={0}>
              {list.data!.items.map((n) => (
                <chakra.li key={n.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                  <chakra.a asChild display="block" px={4} py={3} bg={n.read ? undefined : 'brand.50'} _hover={{ bg: 'bg.muted' }} _focusVisible={navyFocusRing('-2px')}>
                    <RouterLink to={n.link || '/'} onClick={() => void markRead(n)} data-testid="notification-item">
                      <Text fontSize="sm" fontWeight={n.read ? 'normal' : 'semibold'} lineClamp={2}>
                        {!n.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                        {n.title}
                      </Text>
                      {n.body && (
                        <Text fontSize="xs" color="fg.muted" lineClamp={2} mt={0.5}>
                          {n.body}
                        </Text>
                      )}
                      <Text fontSize="2xs" color="fg.muted" mt={1}>
                        {formatMoment(n.createdAt)}
                      </Text>
                    </RouterLink>
                  </chakra.a>
                </chakra.li>
              ))}
            </Stack>
          )}
          <Box px={4} py={2} borderTopWidth="1px">
            <chakra.a asChild fontSize="xs" color="brand.700" textDecoration="underline">
              <RouterLink to="/profile/edit#notification-emails" onClick={() => setOpen(false)}>
                Choose which notifications are emailed
              </RouterLink>
            </chakra.a>
          </Box>
        </Box>
      )}
    </Box>
  );
}
