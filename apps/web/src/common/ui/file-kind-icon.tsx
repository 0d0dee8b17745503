import type { FileKind } from '@pensia/domain/files/upload-limits';

/** Colour and label of each file kind the portal recognises (section 3). */
const KINDS: Record<FileKind, { color: string; label: string }> = {
  pdf: { color: '#c92a2a', label: 'PDF' },
  djvu: { color: '#862e9c', label: 'DJVU' },
  excel: { color: '#2b8a3e', label: 'XLS' },
  word: { color: '#1864ab', label: 'DOC' },
  txt: { color: '#495057', label: 'TXT' },
  image: { color: '#e8590c', label: 'IMG' },
  archive: { color: '#5f3dc4', label: 'ZIP' },
};

/** A document with the kind's colour and short label; decorative, the name beside it says the rest. */
export function FileKindIcon({ kind, size = 36 }: { kind: FileKind; size?: number }) {
  const { color, label } = KINDS[kind] ?? KINDS.txt;
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false" data-kind={kind} style={{ flexShrink: 0 }}>
      <path d="M8 2h14l8 8v22a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="#fff" stroke={color} strokeWidth="2" />
      <path d="M22 2v8h8" fill="none" stroke={color} strokeWidth="2" strokeLinejoin="round" />
      <rect x="3" y="17" width="26" height="11" rx="2" fill={color} />
      <text x="16" y="25.5" textAnchor="middle" fontSize={label.length > 3 ? 7 : 8} fontWeight="700" fill="#fff" fontFamily="sans-serif">
        {label}
      </text>
    </svg>
  );
}
