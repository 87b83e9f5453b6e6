import { useState } from 'react';
import { Box, Text, VisuallyHidden, chakra, avatarInitialOf, displayNameOf, notifyError, paths, useAuth, type AuthUser } from '@forge/shell-sdk';
import { NavMenu, type MenuItem } from './NavMenu';

const AVATAR_SIZES = { xs: 6, sm: 8, md: 10, lg: 12, xl: 16, '2xl': 24 } as const;

/** §2: the photo, else the first letter of the email. Plain elements: the avatar is in the first paint. */
export function UserAvatar({ user, size = 'sm', decorative = false }: { user: AuthUser; size?: keyof typeof AVATAR_SIZES; decorative?: boolean }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = Boolean(user.photoURL) && !photoFailed;
  return (
    <Box
      data-testid="user-avatar"
      aria-hidden={decorative || undefined}
      w={AVATAR_SIZES[size]}
      h={AVATAR_SIZES[size]}
      flexShrink={0}
      borderRadius="full"
      overflow="hidden"
      bg="brand.500"
      color="white"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize={size === 'xs' || size === 'sm' ? 'sm' : 'lg'}
    >
      {showPhoto ? (
        <chakra.img src={user.photoURL ?? ''} alt="" w="full" h="full" objectFit="cover" onError={() => setPhotoFailed(true)} />
      ) : (
        avatarInitialOf(user)
      )}
    </Box>
  );
}

/** Who has purchase orders to follow: buyers issue them, suppliers receive them (admins see every order). */
export const hasOrders = (roles: readonly string[], isAdmin: boolean) => isAdmin || roles.includes('buyer') || roles.includes('supplier');

/** The account links of §2; Purchase Orders for buyers and suppliers; Admin Panel only for admins. */
export function accountMenuItems(isAdmin: boolean, logout: () => void, orders = false): MenuItem[] {
  return [
    { kind: 'link', label: 'Profile', to: paths.profile() },
    ...(orders ? [{ kind: 'link', label: 'Purchase Orders', to: paths.orders() } as const] : []),
    { kind: 'link', label: 'Settings', to: paths.profileEdit() },
    { kind: 'link', label: 'Change Password', to: paths.profilePassword() },
    ...(isAdmin ? [{ kind: 'link', label: 'Admin Panel', to: paths.admin() } as const] : []),
    { kind: 'action', label: 'Log out', onSelect: logout },
  ];
}

export function AccountMenu({ user }: { user: AuthUser }) {
  const auth = useAuth();
  const name = displayNameOf(user);
  return (
    <NavMenu
      label={`Account menu for ${name}`}
      align="end"
      triggerVariant="plain"
      trigger={
        <Box display="flex" alignItems="center" gap={2}>
          {/* The visible name is the accessible name (read, not hidden, on narrower screens); the initial is decoration. */}
          <UserAvatar user={user} decorative />
          <Text as="span" srOnly={{ base: true, xl: false }} maxW="140px" truncate fontSize="sm" color="white" data-account-name="">
            {name}
          </Text>
          <VisuallyHidden>account menu</VisuallyHidden>
        </Box>
      }
      header={
        <Box px={4} pt={4} pb={3} borderBottomWidth="1px" borderColor="gray.100">
          <Text fontWeight="semibold" color="gray.900" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="gray.600" truncate>
            {user.email}
          </Text>
        </Box>
      }
      items={accountMenuItems(auth.isAdmin, () => void auth.logout().catch((error: unknown) => notifyError(error, 'Could not log out')), hasOrders(user.roles, auth.isAdmin))}
    />
  );
}
