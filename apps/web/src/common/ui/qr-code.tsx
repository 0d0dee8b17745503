import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG from the code's modules (no HTML injected): black squares on white with the
 * standard quiet zone of four modules, so any authenticator app can scan it.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
    return { d, view: count + 8 };
  }, [value]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${path.view} ${path.view}`} shapeRendering="crispEdges">
      <rect width={path.view} height={path.view} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
