import { Box, Text } from '@mantine/core';
import type { BalanceMonth } from '@pensia/domain/finance/finance.api';
import { parseMoney } from '@pensia/domain/money/money';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format';

const HEIGHT = 160;
const BAR = 18;
const GAP = 6;

/**
 * The running balance at the end of each of the last months, one bar a month: above the line a credit,
 * below it a debt. A picture of the table below it, which carries the same figures for screen readers.
 */
export function BalanceChart({ months }: { months: readonly BalanceMonth[] }) {
  const { t } = useTranslation('balance');
  if (months.length === 0) return null;
  // tetri as numbers only to draw: the figures shown are the strings
  const values = months.map((m) => Number(parseMoney(m.balance) ?? 0n));
  const max = Math.max(1, ...values.map(Math.abs));
  const hasNegative = values.some((v) => v < 0);
  const hasPositive = values.some((v) => v > 0);
  const zero = hasNegative && hasPositive ? HEIGHT / 2 : hasNegative ? 0 : HEIGHT;
  const scale = (hasNegative && hasPositive ? HEIGHT / 2 : HEIGHT) / max;
  const width = months.length * (BAR + GAP);
  const first = months[0]!;
  const last = months.at(-1)!;
  return (
    <Box>
      <Box style={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label={t('chart.label', { from: first.month, to: last.month, balance: formatMoney(last.balance) })}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          height={HEIGHT}
          preserveAspectRatio="none"
          style={{ minWidth: Math.min(width, 320), display: 'block' }}
        >
          <line x1={0} x2={width} y1={zero} y2={zero} stroke="var(--mantine-color-gray-5)" strokeWidth={1} />
          {values.map((v, i) => {
            const h = Math.max(1, Math.abs(v) * scale);
            return (
              <rect
                key={months[i]!.month}
                x={i * (BAR + GAP) + GAP / 2}
                y={v >= 0 ? zero - h : zero}
                width={BAR}
                height={h}
                fill={v >= 0 ? 'var(--mantine-color-violet-6)' : 'var(--mantine-color-red-6)'}
              >
                <title>{`${months[i]!.month}: ${formatMoney(months[i]!.balance)}`}</title>
              </rect>
            );
          })}
        </svg>
      </Box>
      <Text size="xs" c="dimmed" mt={4}>
        {t('chart.caption', { count: months.length })}
      </Text>
    </Box>
  );
}
