import { useId as useLibraryId } from '@mantine/hooks';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useId } from './stable-id';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const renders: Record<string, number> = {};
const ids: Record<string, string> = {};

function Field({ name, staticId }: { name: string; staticId?: string }) {
  const id = useId(staticId);
  renders[name] = (renders[name] ?? 0) + 1;
  ids[name] = id;
  return <input id={id} aria-label={name} />;
}

let rerender: () => void = () => undefined;
function Screen() {
  const [, setCount] = useState(0);
  rerender = () => setCount((c) => c + 1);
  return (
    <>
      <Field name="first" />
      <Field name="second" />
      <Field name="named" staticId="employee-search" />
    </>
  );
}

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(() => {
  for (const k of Object.keys(renders)) delete renders[k];
});

describe("the UI library's component ids", () => {
  it('render a component once when it mounts (the library rendered it again for a random id)', async () => {
    await act(async () => root.render(<Screen />));
    expect(renders).toEqual({ first: 1, second: 1, named: 1 });
  });

  it('are unique, kept on a later render, and usable in a CSS selector as they are', async () => {
    const before = { ...ids };
    await act(async () => rerender());
    expect(ids).toEqual(before);
    expect(ids.first).not.toBe(ids.second);
    for (const id of [ids.first!, ids.second!]) {
      expect(id).toMatch(/^mantine-[A-Za-z0-9-]+$/);
      expect(container.querySelector(`#${id}`)).toBeInstanceOf(HTMLInputElement);
    }
  });

  it('are the id a component is given, when it is given one', () => {
    expect(ids.named).toBe('employee-search');
  });

  it("are needed while the library's own hook renders a component twice (when it no longer does, build/stable-ids.ts can go)", async () => {
    let libraryRenders = 0;
    function LibraryField() {
      const id = useLibraryId();
      libraryRenders += 1;
      return <input id={id} aria-label="library" />;
    }
    const other = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => other.render(<LibraryField />));
    expect(libraryRenders).toBe(2);
    await act(async () => other.unmount());
  });
});
