import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';

/** The lists of corrections by state: every one, those still open, those closed. */
export const STATE_TABS = ['all', 'open', 'closed'] as const;
export type StateTab = (typeof STATE_TABS)[number];

/** The tab of a list by state and its page: choosing another tab goes back to the first page. */
export function useStateTabPaging() {
  const [tab, setTab] = useState<StateTab>('all');
  const [pageNumber, setPageNumber] = useState(1);
  const chooseTab = (next: StateTab) => {
    setTab(next);
    setPageNumber(1);
  };
  return { tab, chooseTab, pageNumber, setPageNumber };
}

/** The tabs above a list by state, each named in the reader's language by `labelOf`. */
export function StateTabs({ value, onChange, labelOf }: { value: StateTab; onChange: (tab: StateTab) => void; labelOf: (tab: StateTab) => string }) {
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => onChange(v as StateTab)}
      data={STATE_TABS.map((v) => ({ value: v, label: labelOf(v) }))}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
