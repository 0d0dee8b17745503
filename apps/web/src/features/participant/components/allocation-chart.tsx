import { Box, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatPercent } from './percent';

/** The colours of an allocation's parts, in order; each part's row in the table carries its colour's swatch. */
const COLOURS = ['blue.7', 'teal.7', 'grape.6', 'orange.7', 'cyan.8', 'pink.7', 'lime.8', 'gray.6'] as const;
const colour = (i: number) => `var(--mantine-color-${COLOURS[i % COLOURS.length]!.replace('.', '-')})`;

export interface AllocationPart {
  code: string;
  label: string;
  /** Percent, as the API writes it ("44.0000"). */
  share: string;
}

/**
 * One allocation (by asset class, by currency) as a bar of 100% split into its parts, and the same figures as a
 * table below it: the bar is drawn for the eye only, the table is what a screen reader reads.
 */
export function AllocationChart({ title, caption, nameLabel, shareLabel, parts }: { title: string; caption: string; nameLabel: string; shareLabel: string; parts: readonly AllocationPart[] }) {
  const titleId = useId();
  const shown = parts.filter((p) => Number(p.share) > 0);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId}>
        {title}
      </Title>
      <Group gap={0} wrap="nowrap" h={18} aria-hidden="true" style={{ borderRadius: 4, overflow: 'hidden' }} data-testid="allocation-bar">
        {shown.map((p) => (
          <Box key={p.code} h="100%" style={{ width: `${Number(p.share)}%`, background: colour(parts.indexOf(p)) }} />
        ))}
      </Group>
      <Table fz="sm" verticalSpacing={4} withRowBorders>
        <Table.Caption style={{ captionSide: 'bottom', textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{nameLabel}</Table.Th>
            <Table.Th scope="col" ta="right">
              {shareLabel}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((p, i) => (
            <Table.Tr key={p.code}>
              <Table.Th scope="row" fw={400}>
                <Group gap={8} wrap="nowrap">
                  <Box w={12} h={12} aria-hidden="true" style={{ flex: 'none', borderRadius: 2, background: colour(i) }} />
                  <Text span size="sm">
                    {p.label}
                  </Text>
                </Group>
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPercent(p.share, { decimals: 1, maxDecimals: 2 })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
