import { lazy, type ComponentType } from 'react';
import type * as SignedInFrame from './signed-in-frame';

type Frame = typeof SignedInFrame;

let frame: Frame | null = null;
let loading: Promise<Frame> | null = null;

/**
 * The parts of the page frame only a signed-in user sees are a chunk of their own, so the sign-in page's
 * start-up doesn't carry them (docs/decisions/0026). The app starts loading it as soon as it finds a session,
 * beside the first screen's code, and waits for it before replacing a pre-rendered signed-in frame
 * (docs/decisions/0040): once loaded, the parts render at once, never through a loader.
 */
export function loadSignedInFrame(): Promise<Frame> {
  loading ??= import('./signed-in-frame').then((m) => (frame = m));
  return loading;
}

function framePart<P extends object>(pick: (frame: Frame) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => loadSignedInFrame().then((m) => ({ default: pick(m) })));
  return function FramePart(props: P) {
    const Loaded = frame ? pick(frame) : Lazy;
    return <Loaded {...props} />;
  };
}

export const MainMenu = framePart((m) => m.MainMenu);
export const InfoBar = framePart((m) => m.InfoBar);
export const SignedInEffects = framePart((m) => m.SignedInEffects);
export const MailLink = framePart((m) => m.MailLink);
export const LogoutButton = framePart((m) => m.LogoutButton);
