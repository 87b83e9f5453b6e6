import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Box, chakra, useAuth } from '@forge/shell-sdk';
import { BadgeIcon, CompassIcon, GearIcon, HomeIcon, LoginIcon, UserIcon } from './icons';
import { bottomBarEntries, type BottomBarIcon } from './nav-data';

export const BOTTOM_BAR_PX = 64;

const ICONS: Record<BottomBarIcon, ReactNode> = {
  home: <HomeIcon size={22} />,
  discover: <CompassIcon size={22} />,
  capabilities: <GearIcon size={22} />,
  certifications: <BadgeIcon size={22} />,
  profile: <UserIcon size={22} />,
  login: <LoginIcon size={22} />,
};

/** §2: on small screens, five entries fixed to the bottom: Home, Discover, Capabilities, Certifications, Profile or Login. */
export function BottomBar() {
  const auth = useAuth();
  const entries = bottomBarEntries(auth.status === 'signed-in');
  return (
    <Box
      as="nav"
      aria-label="Quick navigation"
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      bottom={0}
      insetX={0}
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.200"
      boxShadow="0 -6px 20px -12px rgba(10,22,40,0.35)"
      pb="env(safe-area-inset-bottom)"
    >
      <chakra.ul display="grid" gridTemplateColumns="repeat(5, 1fr)" h={`${BOTTOM_BAR_PX}px`} listStyleType="none" m={0} p={0}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <chakra.a
              asChild
              h="full"
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              gap={1}
              fontSize={{ base: '10px', sm: '11px' }}
              letterSpacing="-0.01em"
              px={0.5}
              fontWeight="medium"
              color="gray.600"
              _hover={{ color: 'brand.700' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-4px', borderRadius: 'md' }}
              css={{ '&[aria-current=page]': { color: 'brand.700', fontWeight: 'semibold' } }}
            >
              <NavLink to={entry.to} end={entry.to === '/'}>
                {ICONS[entry.icon]}
                <span>{entry.label}</span>
              </NavLink>
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
