import { Avatar, Box, Text, VisuallyHidden, avatarInitialOf, displayNameOf, notifyError, paths, useAuth, type AuthUser } from '@forge/shell-sdk';
import { NavMenu, type MenuItem } from './NavMenu';

export function UserAvatar({ user, size = 'sm', decorative = false }: { user: AuthUser; size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl'; decorative?: boolean }) {
  return (
    <Avatar.Root size={size} bg="brand.500" color="white" data-testid="user-avatar" aria-hidden={decorative || undefined}>
      <Avatar.Fallback fontWeight="bold">{avatarInitialOf(user)}</Avatar.Fallback>
      {user.photoURL ? <Avatar.Image src={user.photoURL} alt="" /> : null}
    </Avatar.Root>
  );
}

/** The account links of §2; Admin Panel only for admins. */
export function accountMenuItems(isAdmin: boolean, logout: () => void): MenuItem[] {
  return [
    { kind: 'link', label: 'Profile', to: paths.profile() },
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
          <Text as="span" srOnly={{ base: true, xl: false }} maxW="140px" truncate fontSize="sm" color="white">
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
      items={accountMenuItems(auth.isAdmin, () => void auth.logout().catch((error: unknown) => notifyError(error, 'Could not log out')))}
    />
  );
}
