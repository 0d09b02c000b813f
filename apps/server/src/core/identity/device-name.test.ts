import { describe, expect, it } from 'vitest';
import { deviceName, networkOf } from './device-name.ts';

describe('device name', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome · Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari · iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome · iPhone',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox · macOS'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      'Samsung Internet · Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49',
      'WeChat · Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'Chrome · Linux',
    ],
    ['curl/8.5.0', 'curl'],
  ])('names %s', (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });

  it('names nothing without a user agent', () => {
    expect(deviceName(undefined)).toBeNull();
    expect(deviceName('  ')).toBeNull();
  });

  it('never grows past 80 characters', () => {
    expect(deviceName('x'.repeat(500))!.length).toBeLessThanOrEqual(80);
  });
});

describe('network of an address', () => {
  it('keeps the first two IPv4 octets, mapped or not', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0');
    expect(networkOf('203.0.200.9')).toBe(networkOf('203.0.113.7'));
    expect(networkOf('198.51.100.7')).not.toBe(networkOf('203.0.113.7'));
  });

  it('keeps the first three IPv6 groups, however the address is written', () => {
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd');
    expect(networkOf('2001:0db8:ABCD:0012:0:0:0:1')).toBe('2001:db8:abcd');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0');
    expect(networkOf('::1')).toBe('0:0:0');
  });

  it('is empty without an address', () => {
    expect(networkOf(null)).toBe('');
  });
});
