import { lazy, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ButtonLink, Box, Container, HStack, Spinner, VisuallyHidden, chakra, paths, useAuth } from '@forge/shell-sdk';
import { useCapabilities, useSupplierClaim } from './catalogue';
import { CheckCircleIcon } from './icons';
import { Logo } from './Logo';
import { CERTIFICATION_LINKS, FIND_SUPPLIERS_LINKS } from './nav-data';
import { AccountMenu } from './header/AccountMenu';
import { capabilityMenuItems } from './header/capability-menu';
import { HeaderSearch } from './header/HeaderSearch';
import { MobileMenu } from './header/MobileMenu';
import { NavMenu, type MenuItem } from './header/NavMenu';
import { TopLink } from './header/TopLink';
import { navyFocusRing } from './link-styles';
import { OptionalWidget } from './OptionalWidget';

// Signed-in only, with the contract parts they read (notifications, RFQ counts): loaded after sign-in, never on a
// visitor's page.
const NotificationBell = lazy(() => import(/* webpackChunkName: "signed-in-header" */ './header/NotificationBell').then((m) => ({ default: m.NotificationBell })));
const RfqInboxLink = lazy(() => import(/* webpackChunkName: "signed-in-header" */ './header/RfqInboxLink').then((m) => ({ default: m.RfqInboxLink })));

/** Heights of the fixed header: the claim strip shows from md up. Layout pads the page by these. */
export const HEADER_ROW_PX = 64;
export const HEADER_STRIP_PX = 32;
export const HEADER_OFFSET = { base: `${HEADER_ROW_PX}px`, md: `${HEADER_ROW_PX + HEADER_STRIP_PX}px` };

const toLinks = (links: { label: string; to: string }[]): MenuItem[] => links.map((l) => ({ kind: 'link', ...l }));

function StripLink({ to, children }: { to: string; children: string }) {
  return (
    <chakra.a
      asChild
      color="whiteAlpha.800"
      _hover={{ color: 'white', textDecoration: 'underline' }}
      _focusVisible={navyFocusRing()}
      borderRadius="sm"
    >
      <RouterLink to={to}>{children}</RouterLink>
    </chakra.a>
  );
}

/** The claim strip: "20,000+ verified suppliers" from GET /api/stats (hidden while unknown), About and News. */
function ClaimStrip() {
  const claim = useSupplierClaim();
  return (
    <Box display={{ base: 'none', md: 'block' }} h={`${HEADER_STRIP_PX}px`} bg="#060f1d" fontSize="xs" borderBottomWidth="1px" borderColor="whiteAlpha.100">
      <Container maxW="7xl" h="full" display="flex" alignItems="center" justifyContent="space-between" gap={4}>
        <HStack gap={2} color="whiteAlpha.800" minW={0}>
          {claim && (
            <>
              <chakra.span color="green.300" display="inline-flex">
                <CheckCircleIcon size={14} />
              </chakra.span>
              <chakra.span data-testid="supplier-claim">
                <chakra.strong color="white">{claim}</chakra.strong> verified suppliers
              </chakra.span>
              <chakra.span aria-hidden="true" color="whiteAlpha.400">
                ·
              </chakra.span>
            </>
          )}
          <chakra.span truncate>AI-matched US manufacturing, from prototype to production</chakra.span>
        </HStack>
        <chakra.nav aria-label="About Forge" display="flex" gap={4} flexShrink={0}>
          <StripLink to={paths.about()}>About</StripLink>
          <StripLink to={paths.news()}>News</StripLink>
        </chakra.nav>
      </Container>
    </Box>
  );
}

/** Product-spec §2: the fixed header with its dropdowns, search, and the signed-in or signed-out actions. */
export function Header() {
  const auth = useAuth();
  const capabilities = useCapabilities();
  const capabilityItems = useMemo(() => capabilityMenuItems(capabilities), [capabilities]);
  const signedIn = auth.status === 'signed-in' && auth.user !== null;
  // Signed in, the row also holds Part Master, the assistant, the RFQ inbox, My Activity and the bell: the main
  // navigation needs 1280 px beside a usable search box, and below that is in the menu drawer.
  const navFrom = signedIn ? 'xl' : 'lg';

  return (
    <Box as="header" position="fixed" top={0} insetX={0} zIndex="sticky" bg="navy.900" color="white" boxShadow="0 1px 0 rgba(255,255,255,0.06), 0 8px 24px -16px rgba(0,0,0,0.6)">
      <ClaimStrip />
      <Container maxW="7xl" h={`${HEADER_ROW_PX}px`}>
        <HStack h="full" gap={2}>
          <MobileMenu capabilities={capabilities} from={navFrom} />
          <Box flexShrink={0} me={{ base: 0, lg: 2 }}>
            <Logo />
          </Box>
          <chakra.nav aria-label="Main" display={{ base: 'none', [navFrom]: 'flex' }} alignItems="center" gap={0.5}>
            <NavMenu label="Find Suppliers" items={toLinks(FIND_SUPPLIERS_LINKS)} />
            <NavMenu
              label="Capabilities"
              items={capabilityItems}
              submenuPlaceholder={
                <>
                  <chakra.strong display="block" color="gray.900" mb={1}>
                    Browse by process
                  </chakra.strong>
                  Point at a category, or use the arrow keys, to see its processes. Every process links to the US suppliers who run it.
                </>
              }
            />
            <NavMenu label="Certifications" items={toLinks(CERTIFICATION_LINKS)} />
            {signedIn && <TopLink to={paths.parts()}>Part Master</TopLink>}
            {signedIn && <TopLink to={paths.chat()}>Assistant</TopLink>}
          </chakra.nav>
          {/* Never squeezed to its icon: the links around it give way first (see navFrom). */}
          <Box flex="1" minW="180px" display={{ base: 'none', md: 'block' }} maxW="340px" mx="auto">
            <HeaderSearch />
          </Box>
          <Box flex="1" display={{ base: 'block', md: 'none' }} />
          {/* A supplier's RFQ inbox takes the room of the account's name, which stays its accessible name. */}
          <HStack gap={2} flexShrink={0} css={{ '&:has([data-testid=rfq-inbox-link]) [data-account-name]': { srOnly: true } }}>
            {auth.status === 'loading' ? (
              <Box role="status" display="inline-flex" alignItems="center" data-testid="auth-loading">
                <Spinner size="sm" color="brand.300" />
                <VisuallyHidden>Checking sign-in</VisuallyHidden>
              </Box>
            ) : signedIn && auth.user ? (
              <>
                <OptionalWidget name="The RFQ inbox link">
                  <RfqInboxLink />
                </OptionalWidget>
                <Box display={{ base: 'none', md: 'block' }}>
                  <TopLink to={paths.myActivity()}>My Activity</TopLink>
                </Box>
                <OptionalWidget name="The notification bell">
                  <NotificationBell />
                </OptionalWidget>
                <AccountMenu user={auth.user} />
              </>
            ) : (
              // The server's HTML shows every visitor signed out; one whose browser may hold a session (index.html
              // marks it before the first paint) sees no "Sign In" until the app has checked.
              <HStack gap={2} data-testid="signed-out-actions" css={{ 'html[data-session-hint]:not([data-app-ready]) &': { visibility: 'hidden' } }}>
                <Box display={{ base: 'none', md: 'block' }}>
                  <TopLink to={paths.sales()}>Talk to Sales</TopLink>
                </Box>
                <ButtonLink to={paths.login()} size="sm" colorPalette="brand" borderRadius="full" px={5}>
                  Sign In
                </ButtonLink>
              </HStack>
            )}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
