import { useState, type ReactNode } from 'react';

/**
 * A dialog or drawer that is put on the page the first time it opens, and kept from then on so that its
 * closing transition still plays. A closed dialog of the UI library is an empty portal, but one that renders
 * again right after it mounts: in the task of a screen's first commit, for each closed dialog of the screen
 * (docs/decisions/0042).
 */
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened || opened ? <>{children}</> : null;
}
