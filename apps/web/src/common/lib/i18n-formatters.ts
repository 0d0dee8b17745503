import { i18n } from './i18n';

/**
 * The texts' own formatters, registered by the signed-in frame's chunk (the screens whose texts use them are
 * all behind it) rather than by the start-up, whose size has a budget:
 * `{{period, lower}}` — a month's name inside a sentence, where Russian writes it in small letters ("за июль
 * 2024"), while a heading or a table's cell starts with a capital ("Июль 2024"); lower case is the same for
 * Russian in every locale.
 */
export function registerFormatters(): void {
  i18n.services.formatter?.add('lower', (value: unknown) => String(value).toLowerCase());
}
