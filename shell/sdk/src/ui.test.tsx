import { render } from '@testing-library/react';
import { useChakraContext } from '@chakra-ui/react';
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
  it('hands Chakra the global CSS (reset, base, tokens) to add on a page the browser renders', () => {
    const system = systemUnder(false);
    expect(system).toBe(forgeSystem);
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-gray-500');
  });

  it('hands it none on a server-rendered page, whose head has it, with the same tokens, recipes and css()', () => {
    const system = systemUnder(true);
    expect(system._global).toEqual([]);
    expect(system.token('colors.brand.500')).toBe(forgeSystem.token('colors.brand.500'));
    expect(system.css({ bg: 'red.500' })).toEqual(forgeSystem.css({ bg: 'red.500' }));
    expect(system.getRecipe('button')).toBe(forgeSystem.getRecipe('button'));
  });
});
