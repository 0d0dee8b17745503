import { render, screen } from '@testing-library/react';
import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws every dark module of the code inside a quiet zone', () => {
    const uri = 'otpauth://totp/Pensia:operator?secret=JBSWY3DPEHPK3PXP&issuer=Pensia';
    render(<QrCode value={uri} label="QR of the key" />);
    const svg = screen.getByRole('img', { name: 'QR of the key' });
    const qr = qrcode(0, 'M');
    qr.addData(uri);
    qr.make();
    const count = qr.getModuleCount();
    let dark = 0;
    for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) if (qr.isDark(r, c)) dark++;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${count + 8} ${count + 8}`);
    expect(svg.querySelector('path')!.getAttribute('d')!.match(/M/g)).toHaveLength(dark);
  });
});
