import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { Box, Container, Heading, Stack, Text, chakra, paths } from '@forge/shell-sdk';
import { barLinkLabel, navyFocusRing } from '../frame/link-styles';

const TABS = [
  { label: 'Dashboard', to: paths.profile() },
  { label: 'Settings', to: paths.profileEdit() },
  { label: 'Change Password', to: paths.profilePassword() },
];

/** The account area's frame: a title band and tabs between the three account pages. */
export function AccountLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box bg="gray.50" minH="70vh" pb={16}>
      <Box bg="navy.800" color="white" pt={{ base: 8, md: 10 }}>
        <Container maxW="5xl">
          <Stack gap={2} pb={6}>
            <Text fontSize="sm" color="navy.100">
              <chakra.a asChild color="navy.100" _hover={{ color: 'white' }}>
                <RouterLink to={paths.home()}>Home</RouterLink>
              </chakra.a>{' '}
              / Account
            </Text>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="800" letterSpacing="-0.02em">
              {title}
            </Heading>
            {intro && <Text color="navy.100">{intro}</Text>}
          </Stack>
          <chakra.nav aria-label="Account" display="flex" gap={1} overflowX="auto">
            {TABS.map((tab) => (
              <chakra.a
                key={tab.to}
                asChild
                px={4}
                py={3}
                {...barLinkLabel}
                color="navy.100"
                borderTopRadius="md"
                _hover={{ color: 'white', bg: 'whiteAlpha.100' }}
                _focusVisible={navyFocusRing('-2px')}
                css={{ '&[aria-current=page]': { bg: 'gray.50', color: 'navy.900' } }}
              >
                <NavLink to={tab.to} end>
                  {tab.label}
                </NavLink>
              </chakra.a>
            ))}
          </chakra.nav>
        </Container>
      </Box>
      <Container maxW="5xl" pt={8}>
        {children}
      </Container>
    </Box>
  );
}
