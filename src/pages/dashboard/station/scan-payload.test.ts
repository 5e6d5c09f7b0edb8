import { describe, expect, it } from 'vitest';
import { partLink, partScanCode } from '../cutting-plan/plan-labels';
import { parseScannedPayload } from './scan-payload';

const PLAN = '0f3a9c2e-1111-4222-8333-444455556666';

describe('parseScannedPayload', () => {
  it('reads back the part a label’s QR link names, label id and all', () => {
    const label = `${PLAN}/b7c1e0aa-2222-4333-8444-555566667777/2`;
    expect(parseScannedPayload(partLink('https://fpw.example', PLAN, label))).toEqual({
      kind: 'link',
      planId: PLAN,
      labelId: label,
    });
    // A scanner that adds a newline or spaces changes nothing; unicode names survive the escaping.
    expect(
      parseScannedPayload(`  ${partLink('http://192.168.1.4:4173', PLAN, 'job/Ōak shelf/1')}\n`),
    ).toEqual({
      kind: 'link',
      planId: PLAN,
      labelId: 'job/Ōak shelf/1',
    });
  });

  it('reads back the label’s Code 128 short code', () => {
    expect(parseScannedPayload(partScanCode(PLAN, 12))).toEqual({
      kind: 'code',
      planPrefix: '0F3A9C2E',
      place: 12,
    });
    expect(parseScannedPayload('0f3a9c2e-3')).toMatchObject({ kind: 'code', place: 3 });
  });

  it('passes over what is not a part label', () => {
    for (const text of [
      '',
      '8901234567890',
      'https://fpw.example/dashboard/leads?id=1',
      `https://fpw.example/dashboard/optimizer?plan=${PLAN}`,
      'https://fpw.example/dashboard/optimizer?plan=not-a-plan#part-x',
      `https://fpw.example/dashboard/optimizer?plan=${PLAN}#part-%E0%A4`,
      '0F3A9C2E-0',
    ]) {
      expect(parseScannedPayload(text), text).toBeNull();
    }
  });
});
