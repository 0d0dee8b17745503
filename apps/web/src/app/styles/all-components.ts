/**
 * The whole of Mantine's styles (core and dates), in Mantine's CSS layer: loaded with the code of every screen
 * but the guest ones, so it never blocks the sign-in page's first paint (see start-up.ts).
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
