import { useId } from 'react';
import { Box, Input, chakra, useSearchBox } from '@forge/shell-sdk';
import { SearchIcon } from '../icons';

/** §2 and §5: Enter with non-empty text goes to /discover?q={text}; empty text does nothing. */
export function HeaderSearch({ onSearched, variant = 'dark' }: { onSearched?: () => void; variant?: 'dark' | 'light' }) {
  const inputId = useId();
  const { query, setQuery, submit } = useSearchBox(onSearched);
  const dark = variant === 'dark';
  return (
    <chakra.form role="search" onSubmit={submit} w="full">
      <chakra.label htmlFor={inputId} srOnly>
        Search suppliers
      </chakra.label>
      <Box position="relative">
        <Box position="absolute" left={3} top="50%" transform="translateY(-50%)" color={dark ? 'whiteAlpha.700' : 'gray.500'} pointerEvents="none" display="flex" zIndex={1}>
          <SearchIcon size={16} />
        </Box>
        <Input
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search suppliers, parts, processes"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          size="sm"
          h={10}
          ps={9}
          borderRadius="full"
          bg={dark ? 'whiteAlpha.100' : 'white'}
          color={dark ? 'white' : 'gray.900'}
          borderColor={dark ? 'whiteAlpha.300' : 'gray.300'}
          _placeholder={{ color: dark ? 'whiteAlpha.700' : 'gray.500' }}
          _hover={{ borderColor: dark ? 'whiteAlpha.500' : 'gray.400' }}
          _focusVisible={{ borderColor: 'brand.400', boxShadow: '0 0 0 1px var(--chakra-colors-brand-400)', bg: dark ? 'whiteAlpha.200' : 'white' }}
        />
      </Box>
    </chakra.form>
  );
}
