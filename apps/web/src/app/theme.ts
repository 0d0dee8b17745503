import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Look of the portal (section 9): primary purple, danger red, headings 24/20/18/16/12 px, the
 * portal's breakpoints, 0.2 s transitions. Shade 7 is the primary one: white text on it and it on
 * white both pass WCAG AA contrast.
 */
const purple: MantineColorsTuple = [
  '#f5eeff',
  '#e6d9fb',
  '#cab0f3',
  '#ad85ec',
  '#9460e5',
  '#8449e1',
  '#7a3ce0',
  '#6226bd',
  '#561fa9',
  '#471692',
];

const red: MantineColorsTuple = [
  '#ffeaea',
  '#fed4d4',
  '#f6a7a7',
  '#ef7777',
  '#e94e4e',
  '#e63434',
  '#e52626',
  '#c0181b',
  '#ab1017',
  '#960211',
];

/**
 * Mantine's green with its darker shades darker still: shade 7 (filled buttons, white text on it) and shade 9
 * (the text of light badges and of green text, on white and on shade 1) pass WCAG AA's 4.5:1; Mantine's own
 * reach 2.6:1 and 3.8:1.
 */
const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#237a36', '#1f7533', '#1e7032'];

/** Mantine's orange likewise: shade 7 (outline badges, filled buttons) and 9 on white and on shade 1 pass 4.5:1 (Mantine's shade 7 is 3:1). */
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#b34700', '#a84200', '#9c3d00'];

/** Mantine's yellow likewise: its shade 9, the text of light badges ("amounts differ"), is 2.7:1 on shade 1; here 6.3:1. */
const yellow: MantineColorsTuple = ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#946200', '#8a5a00', '#7a5000'];

/** Breakpoints of the portal in px; Mantine's named ones are chosen among them. */
export const SPEC_BREAKPOINTS_PX = [375, 576, 767, 768, 991, 992, 1023, 1200, 1366, 1439, 1440] as const;

const FONT = '"Noto Sans Georgian", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'purple',
  primaryShade: 7,
  colors: { purple, red, danger: red, green, orange, yellow },
  fontFamily: FONT,
  headings: {
    fontFamily: FONT,
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '24px', lineHeight: '1.3' },
      h2: { fontSize: '20px', lineHeight: '1.35' },
      h3: { fontSize: '18px', lineHeight: '1.4' },
      h4: { fontSize: '16px', lineHeight: '1.45' },
      h5: { fontSize: '12px', lineHeight: '1.5' },
      h6: { fontSize: '12px', lineHeight: '1.5' },
    },
  },
  // em of a 16 px root: 576, 768, 992, 1200 and 1440 px
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '90em' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  other: {
    transitionDuration: '0.2s',
    tooltipMaxWidth: 200,
    declarationsMaxWidth: 1400,
    printMinWidth: 992,
    gridColumns: 12,
  },
  components: {
    Tooltip: { defaultProps: { multiline: true, maw: 200, transitionProps: { duration: 200 } } },
    Grid: { defaultProps: { columns: 12 } },
    Modal: { defaultProps: { transitionProps: { duration: 200 } } },
  },
});
