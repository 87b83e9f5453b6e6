import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Grid, HStack, Stack, Text, chakra, paths } from '@forge/shell-sdk';
import { BOTTOM_BAR_PX } from './BottomBar';
import { useEasterEggs } from '../easter-eggs/EasterEggs';
import { capabilityLink, orderForLists, useCapabilities } from './catalogue';
import { ForgeTooltip } from './ForgeTooltip';
import { LinkedInIcon, XLogoIcon, YouTubeIcon } from './icons';
import { Logo } from './Logo';
import {
  FOOTER_CAPABILITY_COUNT,
  FOOTER_COMPANY_LINKS,
  FOOTER_PLATFORM_LINKS,
  FOOTER_STATES,
  SOCIAL_LINKS,
  type NavLink,
  type SocialNetwork,
} from './nav-data';
import { SocialWidget } from './footer/SocialWidget';
import { UsFlagSvg } from './footer/UsFlag';
import { navyFocusRing } from './link-styles';
import { FramePart } from './frame-part';

const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  x: <XLogoIcon size={18} />,
  linkedin: <LinkedInIcon size={18} />,
  youtube: <YouTubeIcon size={18} />,
};

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <chakra.a
        asChild
        fontSize="sm"
        color="navy.100"
        _hover={{ color: 'white', textDecoration: 'underline' }}
        _focusVisible={{ ...navyFocusRing(), borderRadius: 'sm' }}
      >
        <RouterLink to={to}>{children}</RouterLink>
      </chakra.a>
    </li>
  );
}

function Column({ title, links }: { title: string; links: NavLink[] }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <chakra.nav aria-labelledby={id}>
      <Text id={id} as="h2" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="white" mb={4}>
        {title}
      </Text>
      <chakra.ul listStyleType="none" m={0} p={0} display="flex" flexDirection="column" gap={2.5} data-testid={id}>
        {links.map((link) => (
          <FooterLink key={`${link.label} ${link.to}`} to={link.to}>
            {link.label}
          </FooterLink>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}

/** Product-spec §2 footer: Platform, Services (5 capabilities), States (5) and Company, social links and the flag. */
export function Footer() {
  const capabilities = orderForLists(useCapabilities()).slice(0, FOOTER_CAPABILITY_COUNT);
  const services = [
    ...capabilities.map(capabilityLink),
    { label: 'Certifications', to: paths.certifications() },
    { label: 'View All', to: paths.capabilities() },
  ];
  const year = new Date().getFullYear();
  // The same on every page for the same services and year: the server renders it once for many pages.
  return (
    <FramePart name="footer" inputs={{ services, year }}>
      <FooterView services={services} year={year} />
    </FramePart>
  );
}

function FooterView({ services, year }: { services: NavLink[]; year: number }) {
  const states = [
    ...FOOTER_STATES.map((state) => ({ label: state.name, to: paths.directory(state.slug) })),
    { label: 'All States', to: paths.states() },
  ];
  const { startOverlay } = useEasterEggs();
  const xProfile = SOCIAL_LINKS.find((s) => s.network === 'x')!.href;

  return (
    <Box
      as="footer"
      bg="navy.900"
      color="navy.100"
      pt={{ base: 12, md: 16 }}
      // Room for the fixed bottom bar on small screens, so nothing hides behind it.
      pb={{ base: `calc(32px + ${BOTTOM_BAR_PX}px + env(safe-area-inset-bottom))`, md: 8 }} borderTopWidth="4px" borderColor="brand.500"
      // Below the fold on every page: the browser skips its style and layout (about 40% of a page's elements) until
      // it nears the viewport. The sizes are its measured heights, so the scrollbar does not jump.
      contentVisibility="auto"
      containIntrinsicSize={{ base: 'auto 1045px', md: 'auto 960px', lg: 'auto 457px' }}>
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)', lg: '1.4fr repeat(4, 1fr)' }} gap={{ base: 8, md: 10 }}>
          <Stack gap={4} gridColumn={{ base: '1 / -1', lg: 'auto' }} maxW="sm">
            <Box>
              <Logo />
            </Box>
            <Text fontSize="sm" color="navy.100" lineHeight="tall">
              The AI-powered marketplace for custom manufacturing. Find verified US suppliers by capability, certification
              and state, upload a BOM, and run RFQs in one place.
            </Text>
            <HStack gap={2}>
              {SOCIAL_LINKS.map((social) => (
                <ForgeTooltip key={social.network} content={social.label}>
                  <chakra.a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    w={9}
                    h={9}
                    borderRadius="full"
                    bg="whiteAlpha.100"
                    color="white"
                    _hover={{ bg: 'brand.500' }}
                    _focusVisible={navyFocusRing()}
                  >
                    {SOCIAL_ICONS[social.network]}
                  </chakra.a>
                </ForgeTooltip>
              ))}
            </HStack>
            <SocialWidget profileUrl={xProfile} />
          </Stack>

          <Column title="Platform" links={FOOTER_PLATFORM_LINKS} />
          <Column title="Services" links={services} />
          <Column title="States" links={states} />
          <Column title="Company" links={FOOTER_COMPANY_LINKS} />
        </Grid>

        <Box mt={12} pt={6} borderTopWidth="1px" borderColor="whiteAlpha.200" display="flex" flexDirection={{ base: 'column', md: 'row' }} gap={3} justifyContent="space-between" alignItems={{ base: 'flex-start', md: 'center' }}>
          <Text fontSize="sm" color="navy.100" display="flex" alignItems="center" gap={2} flexWrap="wrap">
            © {year} Forge. Made in America
            <ForgeTooltip content="Made in America: click for a surprise">
              <chakra.button
                type="button"
                onClick={startOverlay}
                display="inline-flex"
                alignItems="center"
                p={1}
                borderRadius="sm"
                cursor="pointer"
                transition="transform 150ms"
                _hover={{ transform: 'scale(1.12)' }}
                _focusVisible={navyFocusRing()}
                data-testid="flag-button"
              >
                <UsFlagSvg width={26} />
              </chakra.button>
            </ForgeTooltip>
          </Text>
          <Text fontSize="xs" color="navy.100">
            Verified suppliers · ITAR, AS9100 and ISO-certified shops · Built for buyers and engineers
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
