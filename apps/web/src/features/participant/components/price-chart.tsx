import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../common/lib/format';

const WIDTH = 720;
const HEIGHT = 160;
const PAD = 8;

/** The unit price at the end of each month as a line; the caption carries the figures for screen readers. */
export function PriceChart({ points }: { points: readonly { date: string; price: string }[] }) {
  const { t } = useTranslation('participant');
  if (points.length === 0) return <Text c="dimmed">{t('chart.empty')}</Text>;
  const values = points.map((p) => Number(p.price));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD + (points.length === 1 ? 0 : (i / (points.length - 1)) * (WIDTH - 2 * PAD));
  const y = (v: number) => HEIGHT - PAD - ((v - min) / span) * (HEIGHT - 2 * PAD);
  const line = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points.at(-1)!;
  const caption = t('chart.caption', {
    from: formatDate(first.date),
    to: formatDate(last.date),
    first: formatNumber(first.price, { decimals: 6 }),
    last: formatNumber(last.price, { decimals: 6 }),
  });
  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} role="img" aria-label={caption} preserveAspectRatio="none">
        <path d={`${line} L${x(points.length - 1).toFixed(1)},${HEIGHT - PAD} L${x(0).toFixed(1)},${HEIGHT - PAD} Z`} fill="var(--mantine-color-violet-1)" />
        <path d={line} fill="none" stroke="var(--mantine-color-violet-6)" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
      <Text size="xs" c="dimmed" mt={4}>
        {caption}
      </Text>
    </Box>
  );
}
