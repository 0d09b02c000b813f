import { RemoveScroll } from 'react-remove-scroll';
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { describe, expect, it } from 'vitest';

describe('app-build: AppShell’s class names without the scroll lock', () => {
  it('gives AppShell the class names a dialog’s scroll lock uses', () => {
    expect(RemoveScroll.classNames).toEqual({ fullWidth: fullWidthClassName, zeroRight: zeroRightClassName });
  });
});
