import { render } from '@testing-library/react';
import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { ReactNode } from 'react';
import { ForgeUIProvider, forgeSystem } from './ui';

function GlobalCssRules({ onSystem }: { onSystem: (system: ReturnType<typeof useChakraContext>) => void }) {
  onSystem(useChakraContext());
  return null;
}

function systemUnder(globalCssInPage: boolean) {
  let system: ReturnType<typeof useChakraContext> | undefined;
  render(
    <ForgeUIProvider globalCssInPage={globalCssInPage}>
      <GlobalCssRules onSystem={(value) => (system = value)} />
    </ForgeUIProvider>,
  );
  return system!;
}

describe('ForgeUIProvider', () => {
  it('hands Chakra the global CSS (reset, base, tokens) to add on a page the browser renders, serialized once', () => {
    const system = systemUnder(false);
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-gray-500');
    expect(systemUnder(false)._global).toBe(system._global);
    expect(system.getRecipe('button')).toBe(forgeSystem.getRecipe('button'));
  });

  it('writes the same global CSS as Chakra does from the style objects', () => {
    const cssOf = (tree: (children: ReactNode) => ReactNode) => {
      // Rules as text (not speedy): jsdom's CSSOM drops the @layer rules Chakra writes.
      const container = document.createElement('div');
      const { unmount } = render(<CacheProvider value={createCache({ key: 'css', container, speedy: false })}>{tree('page')}</CacheProvider>);
      const text = container.textContent ?? '';
      unmount();
      return text;
    };
    const ours = cssOf((children) => <ForgeUIProvider>{children}</ForgeUIProvider>);
    expect(ours).toContain('--chakra-colors-gray-500');
    expect(ours).toBe(cssOf((children) => <ChakraProvider value={forgeSystem}>{children}</ChakraProvider>));
  });

  it('hands it none on a server-rendered page, whose head has it, with the same tokens, recipes and css()', () => {
    const system = systemUnder(true);
    expect(system._global).toEqual([]);
    expect(system.token('colors.brand.500')).toBe(forgeSystem.token('colors.brand.500'));
    expect(system.css({ bg: 'red.500' })).toEqual(forgeSystem.css({ bg: 'red.500' }));
    expect(system.getRecipe('button')).toBe(forgeSystem.getRecipe('button'));
  });
});
