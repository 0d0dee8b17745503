import { useLayoutEffect, useRef, useState } from 'react';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { BalanceMonth } from '@pensia/domain/finance/finance.api';
import { parseMoney } from '@pensia/domain/money/money';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { chartScale } from '../lib/chart-scale';

const LEFT = 84;
const TOP = 30;
const PLOT = 180;
const BOTTOM = 44;
const BAR = 22;
const GAP = 10;
const AXIS = 'var(--mantine-color-gray-7)';
const GRID = 'var(--mantine-color-gray-3)';

const yearOf = (month: string) => Number(month.slice(0, 4));
const monthOf = (month: string) => Number(month.slice(5, 7));

/**
 * The running balance at the end of each of the last months, one bar a month: above the zero line a credit,
 * below it a debt. Its axes name the months and the amounts; a bar tells its month and amount on hover and
 * on focus (each bar is reachable by the keyboard), and the same figures are a table for screen readers.
 */
export function BalanceChart({ months }: { months: readonly BalanceMonth[] }) {
  const { t } = useTranslation('balance');
  const [active, setActive] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // on a narrow screen the chart scrolls sideways: it opens on the newest months
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [months.length]);
  if (months.length === 0) return null;
  // tetri as numbers only to draw: the figures shown are the strings
  const values = months.map((m) => Number(parseMoney(m.balance) ?? 0n));
  const { ticks, y } = chartScale(values, TOP, PLOT);
  const width = LEFT + months.length * (BAR + GAP) + GAP;
  const height = TOP + PLOT + BOTTOM;
  const barX = (i: number) => LEFT + GAP + i * (BAR + GAP);
  const first = months[0]!;
  const last = months.at(-1)!;
  const label = (m: BalanceMonth) => `${formatMonthYear(yearOf(m.month), monthOf(m.month))}: ${formatMoney(m.balance)}`;
  const shown = active === null ? null : months[active]!;

  return (
    <Box data-testid="balance-chart">
      <Box ref={scroller} style={{ overflowX: 'auto' }}>
        <Box pos="relative" w={width} pt={32}>
          <svg
            role="group"
            aria-label={t('chart.label', {
              from: formatMonthYear(yearOf(first.month), monthOf(first.month)),
              to: formatMonthYear(yearOf(last.month), monthOf(last.month)),
              balance: formatMoney(last.balance),
            })}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            style={{ display: 'block', overflow: 'visible' }}
          >
            {/* the amount axis: nice steps in lari, a line at each */}
            <g aria-hidden="true">
              <text x={4} y={12} fontSize={11} fontWeight={600} fill={AXIS}>
                {t('chart.yAxis')}
              </text>
              {ticks.map((v) => (
                <g key={v}>
                  <line x1={LEFT} x2={width} y1={y(v)} y2={y(v)} stroke={v === 0 ? AXIS : GRID} strokeWidth={1} />
                  <text x={LEFT - 6} y={y(v) + 4} fontSize={11} textAnchor="end" fill={AXIS}>
                    {formatNumber(Math.round(v / 100))}
                  </text>
                </g>
              ))}
              <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT} stroke={AXIS} strokeWidth={1} />
              {/* the month axis: each month's number, the year under its first month and every January */}
              {months.map((m, i) => (
                <g key={m.month}>
                  <text x={barX(i) + BAR / 2} y={TOP + PLOT + 16} fontSize={11} textAnchor="middle" fill={AXIS}>
                    {String(monthOf(m.month)).padStart(2, '0')}
                  </text>
                  {i === 0 || monthOf(m.month) === 1 ? (
                    <text x={barX(i)} y={TOP + PLOT + 32} fontSize={11} fontWeight={600} fill={AXIS}>
                      {yearOf(m.month)}
                    </text>
                  ) : null}
                </g>
              ))}
            </g>
            {values.map((v, i) => {
              const top = Math.min(y(v), y(0));
              const h = Math.max(1, Math.abs(y(v) - y(0)));
              const m = months[i]!;
              return (
                <rect
                  key={m.month}
                  x={barX(i)}
                  y={top}
                  width={BAR}
                  height={h}
                  fill={v >= 0 ? 'var(--mantine-color-violet-6)' : 'var(--mantine-color-red-7)'}
                  stroke={active === i ? 'var(--mantine-color-dark-9)' : 'none'}
                  strokeWidth={2}
                  tabIndex={0}
                  role="img"
                  aria-label={label(m)}
                  onMouseEnter={() => setActive(i)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive(i)}
                  onBlur={() => setActive(null)}
                  style={{ outline: 'none', cursor: 'default' }}
                />
              );
            })}
          </svg>
          {shown && active !== null ? (
            <Box
              aria-hidden="true"
              data-testid="balance-chart-readout"
              pos="absolute"
              top={0}
              left={Math.min(Math.max(barX(active) + BAR / 2 - 110, 0), Math.max(0, width - 220))}
              w={220}
              px={8}
              py={4}
              bg="dark.7"
              c="white"
              fz="sm"
              ta="center"
              style={{ borderRadius: 4, pointerEvents: 'none', whiteSpace: 'nowrap' }}
            >
              {label(shown)}
            </Box>
          ) : null}
        </Box>
      </Box>
      <Text size="xs" c="gray.7" mt={4}>
        {t('chart.caption', { count: months.length })}
      </Text>
      <VisuallyHidden>
        <table>
          <caption>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.month')}</th>
              <th scope="col">{t('columns.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <td>{formatMonthYear(yearOf(m.month), monthOf(m.month))}</td>
                <td>{formatMoney(m.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
