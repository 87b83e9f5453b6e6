import type { ReactNode, RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ButtonLink, Box, Button, Portal, Separator, Stack, Text, chakra, displayNameOf, notifyError, paths, useAuth } from '@forge/shell-sdk';
import { Drawer } from '@forge/shell-sdk/widgets';
import { capabilityLink, orderForLists, type Capability } from '../catalogue';
import { CloseIcon } from '../icons';
import { CERTIFICATION_LINKS, FIND_SUPPLIERS_LINKS, MOBILE_MENU_CAPABILITY_COUNT, type NavLink } from '../nav-data';
import { UserAvatar, hasOrders } from './AccountMenu';
import { HeaderSearch } from './HeaderSearch';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="gray.500" mb={1} px={3}>
        {title}
      </Text>
      <chakra.ul listStyleType="none" m={0} p={0}>
        {children}
      </chakra.ul>
    </Box>
  );
}

function Item({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <chakra.a
        asChild
        display="block"
        px={3}
        py={2.5}
        borderRadius="md"
        color="gray.800"
        fontWeight="medium"
        _hover={{ bg: 'brand.50', color: 'brand.700' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
      >
        <RouterLink to={to}>{children}</RouterLink>
      </chakra.a>
    </li>
  );
}

const items = (links: NavLink[]) =>
  links.map((link) => (
    <Item key={link.to} to={link.to}>
      {link.label}
    </Item>
  ));

interface DrawerProps {
  capabilities: Capability[];
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The small-screen menu: search, navigation, the first 4 capabilities (§9) and the account or sign-in actions. */
export default function MobileMenuDrawer({ capabilities, open, setOpen, trigger }: DrawerProps) {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in' && auth.user;
  const firstCapabilities = orderForLists(capabilities).slice(0, MOBILE_MENU_CAPABILITY_COUNT);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement="start"
      size="xs"
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header bg="navy.900" color="white" py={4} display="flex" alignItems="center" justifyContent="space-between">
              <Drawer.Title fontWeight="800" fontSize="lg">
                Forge menu
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <chakra.button type="button" aria-label="Close menu" color="white" w={9} h={9} display="inline-flex" alignItems="center" justifyContent="center" borderRadius="md" _hover={{ bg: 'whiteAlpha.200' }}>
                  <CloseIcon size={20} />
                </chakra.button>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px={3} py={4}>
              <Stack gap={5}>
                <Box px={1}>
                  <HeaderSearch variant="light" onSearched={() => setOpen(false)} />
                </Box>
                {signedIn && auth.user && (
                  <Box display="flex" alignItems="center" gap={3} px={3}>
                    <UserAvatar user={auth.user} size="md" />
                    <Box minW={0}>
                      <Text fontWeight="semibold" truncate>
                        {displayNameOf(auth.user)}
                      </Text>
                      <Text fontSize="xs" color="gray.600" truncate>
                        {auth.user.email}
                      </Text>
                    </Box>
                  </Box>
                )}
                <Section title="Find Suppliers">{items(FIND_SUPPLIERS_LINKS)}</Section>
                <Section title="Capabilities">
                  {items(firstCapabilities.map(capabilityLink))}
                  <Item to={paths.capabilities()}>All capabilities</Item>
                </Section>
                <Section title="Certifications">
                  <Item to={CERTIFICATION_LINKS[0]!.to}>All certifications</Item>
                </Section>
                <Section title="Forge">
                  {signedIn && <Item to={paths.parts()}>Part Master</Item>}
                  {signedIn && <Item to={paths.myActivity()}>My Activity</Item>}
                  {signedIn && auth.user && hasOrders(auth.user.roles, auth.isAdmin) && <Item to={paths.orders()}>Purchase Orders</Item>}
                  {signedIn && <Item to={paths.chat()}>Sourcing assistant</Item>}
                  <Item to={paths.about()}>About</Item>
                  <Item to={paths.news()}>News</Item>
                  {!signedIn && <Item to={paths.sales()}>Talk to Sales</Item>}
                </Section>
                <Separator />
                {signedIn ? (
                  <Section title="Account">
                    <Item to={paths.profile()}>Profile</Item>
                    <Item to={paths.profileEdit()}>Settings</Item>
                    <Item to={paths.profilePassword()}>Change Password</Item>
                    {auth.isAdmin && <Item to={paths.admin()}>Admin Panel</Item>}
                    <li>
                      <Button
                        variant="ghost"
                        w="full"
                        justifyContent="flex-start"
                        px={3}
                        color="gray.800"
                        onClick={() => void auth.logout().catch((error: unknown) => notifyError(error, 'Could not log out'))}
                      >
                        Log out
                      </Button>
                    </li>
                  </Section>
                ) : auth.status === 'signed-out' ? (
                  <Stack gap={2} px={1}>
                    <ButtonLink to={paths.waitlist()} colorPalette="brand">Join Waitlist</ButtonLink>
                    <ButtonLink to={paths.login()} variant="outline">Sign In</ButtonLink>
                  </Stack>
                ) : null}
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
