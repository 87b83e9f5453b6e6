import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, HStack, Link, Stack, Text, paths, TextLink } from '@forge/shell-sdk';
import { Checkbox } from '@forge/shell-sdk/widgets';
import { FactoryIcon } from '../../../lib/icons';
import { ITAR_EVIDENCE, useItarRegistrations } from './itar-registration';

/** Why a supplier cannot be invited to an ITAR RFQ (the server refuses it with the same rule). */
export const NOT_ITAR_REGISTERED = 'Not ITAR registered: an ITAR / export-controlled RFQ may invite only suppliers whose profile declares ITAR registration.';

export interface SupplierCandidate {
  id: string;
  name: string;
  city: string;
  state: string;
  /** Why it is listed: the company the buyer came from, a BOM match, or one the buyer added by name. */
  origin: 'requested' | 'suggested' | 'added';
}

interface Props {
  candidates: SupplierCandidate[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  /** The RFQ is marked ITAR / export-controlled: suppliers without a declared registration cannot be chosen. */
  itar?: boolean | undefined;
  /** ITAR: the buyer's confirmation to invite self-declared registrations (asked only when one is chosen). */
  selfDeclaredConfirmed?: boolean | undefined;
  onSelfDeclaredConfirmedChange?: ((confirmed: boolean) => void) | undefined;
}

export const SELF_DECLARED_ITAR_WARNING =
  'Forge has not verified the ITAR registration of these suppliers: they declared it themselves. Export-controlled drawings go only to registrations an admin verified unless you confirm.';
export const SELF_DECLARED_ITAR_CONFIRM = 'I confirm inviting them to this ITAR RFQ; my confirmation is recorded in the RFQ history.';

/**
 * Which companies receive the RFQ: the one the buyer came from and the suppliers the BOM matched. Each shows its
 * ITAR registration and evidence when its profile declares one; on an ITAR RFQ the others are disabled, with why.
 */
export function SupplierPicker({ candidates, selected, onChange, error, itar = false, selfDeclaredConfirmed = false, onSelfDeclaredConfirmedChange }: Props) {
  const registrations = useItarRegistrations(candidates.map((c) => c.id));
  const ineligible = itar ? selected.filter((id) => registrations.get(id) === null) : [];
  const selfDeclared = itar ? candidates.filter((c) => selected.includes(c.id) && registrations.get(c.id) === 'self-declared') : [];
  // marking the RFQ ITAR drops the suppliers that cannot be invited (they stay listed, disabled, with the reason)
  useEffect(() => {
    if (ineligible.length) onChange(selected.filter((id) => !ineligible.includes(id)));
  }, [ineligible.join(','), selected.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  if (candidates.length === 0) {
    return (
      <Box bg="bg.subtle" borderRadius="md" p={4} fontSize="sm" color="fg.muted">
        No suppliers selected. Add one by name below, or browse{' '}
        <TextLink to={paths.discover()} fontWeight="medium">Supplier Discovery</TextLink>
        .
      </Box>
    );
  }
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <Stack gap={2}>
      <Stack as="ul" listStyleType="none" gap={2} aria-label="Suppliers to invite">
        {candidates.map((c) => {
          const registration = registrations.get(c.id);
          const blocked = itar && registration === null;
          const checked = selected.includes(c.id) && !blocked;
          return (
            <HStack as="li" key={c.id} gap={3} align="start" borderWidth="1px" borderColor={checked ? 'brand.300' : 'border'} bg={checked ? 'brand.subtle' : blocked ? 'bg.subtle' : 'bg'} borderRadius="md" p={3} data-testid="supplier-candidate">
              <Checkbox.Root colorPalette="brand" checked={checked} disabled={blocked} onCheckedChange={(d) => toggle(c.id, Boolean(d.checked))} mt="0.5">
                <Checkbox.HiddenInput aria-label={`Invite ${c.name}`} />
                <Checkbox.Control />
              </Checkbox.Root>
              <Box color="navy.500" mt="0.5" flexShrink={0}>
                <FactoryIcon />
              </Box>
              <Stack gap={0} minW={0} flex="1">
                <Link asChild fontWeight="semibold" color="fg" wordBreak="break-word">
                  <RouterLink to={paths.company(c.id)} target="_blank" rel="noopener">
                    {c.name}
                  </RouterLink>
                </Link>
                <HStack gap={2} wrap="wrap">
                  {(c.city || c.state) && (
                    <Text fontSize="sm" color="fg.muted">
                      {[c.city, c.state].filter(Boolean).join(', ')}
                    </Text>
                  )}
                  {c.origin === 'suggested' && (
                    <Badge size="sm" colorPalette="orange" variant="subtle">
                      Matched to your BOM
                    </Badge>
                  )}
                  {registration && (
                    <Badge size="sm" colorPalette={registration === 'self-declared' ? 'orange' : 'green'} variant="outline">
                      ITAR registered · {registration === 'self-declared' ? 'self-declared, not verified by Forge' : ITAR_EVIDENCE[registration]}
                    </Badge>
                  )}
                </HStack>
                {blocked && (
                  <Text fontSize="sm" color="fg.warning">
                    {NOT_ITAR_REGISTERED}
                  </Text>
                )}
              </Stack>
            </HStack>
          );
        })}
      </Stack>
      {selfDeclared.length > 0 && (
        <Stack gap={2} borderWidth="1px" borderColor="orange.300" bg="orange.subtle" borderRadius="md" p={3} data-testid="itar-self-declared">
          <Text fontSize="sm" color="fg.warning">
            {SELF_DECLARED_ITAR_WARNING} ({selfDeclared.map((c) => c.name).join(', ')})
          </Text>
          <Checkbox.Root colorPalette="orange" checked={selfDeclaredConfirmed} onCheckedChange={(d) => onSelfDeclaredConfirmedChange?.(Boolean(d.checked))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontSize="sm">{SELF_DECLARED_ITAR_CONFIRM}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
