/**
 * The amount axis of a chart: from below the smallest value (and zero) to above the largest (and zero) in
 * round steps of 1, 2 or 5 times a power of ten (values in tetri, steps of whole lari at least), about four of
 * them; `y` places a value on a plot `height` high that starts `top` from the top.
 */
export function chartScale(
  values: readonly number[],
  top: number,
  height: number,
): { ticks: number[]; y: (v: number) => number } {
  let lo = Math.min(0, ...values);
  let hi = Math.max(0, ...values);
  if (lo === hi) hi = 100;
  const raw = (hi - lo) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  const step = Math.max(100, (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power);
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Math.round(v));
  return { ticks, y: (v: number) => top + ((hi - v) / (hi - lo)) * height };
}
