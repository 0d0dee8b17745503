import { useEffect, useState, type CSSProperties } from 'react';
import { TextInput, type MantineStyleProp, type StyleProp } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SearchIcon } from './icons';

/** How long the typing must pause before the search is asked of the server. */
export const SEARCH_PAUSE_MS = 300;

interface DebouncedSearchFieldProps {
  label: string;
  placeholder?: string;
  /** The text, trimmed, once the typing has paused for `SEARCH_PAUSE_MS` (and '' at first). */
  onSearch: (search: string) => void;
  w?: StyleProp<CSSProperties['width']>;
  style?: MantineStyleProp;
}

/**
 * A search field that keeps the typed text to itself and hands it on once the typing pauses: a key typed
 * renders the field alone, not the list it searches (a page of rows, each with its buttons and badges).
 */
export function DebouncedSearchField({ label, placeholder, onSearch, w, style }: DebouncedSearchFieldProps) {
  const [text, setText] = useState('');
  const [paused] = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  useEffect(() => onSearch(paused), [paused, onSearch]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<SearchIcon size={16} />}
      type="search"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      w={w}
      style={style}
    />
  );
}
