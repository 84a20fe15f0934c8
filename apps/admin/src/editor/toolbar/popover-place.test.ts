import { describe, expect, it } from 'vitest';
import { placePopover } from './popover-place';

const viewport = { width: 375, height: 812 };
const panel = { width: 300, height: 110 };

describe('placePopover', () => {
  it('opens under the button, at its start edge, when it fits', () => {
    expect(placePopover({ left: 20, top: 100, width: 44, height: 44 }, panel, viewport)).toEqual({ left: 20, top: 148 });
  });

  it('shifts left to stay 8 px inside the window (a button near the right edge at 375)', () => {
    const place = placePopover({ left: 250, top: 100, width: 44, height: 44 }, panel, viewport);
    expect(place.left).toBe(375 - 8 - 300);
    expect(place.left + panel.width).toBeLessThanOrEqual(375 - 8);
  });

  it('never starts left of the margin, even for a button scrolled partly out on the left', () => {
    expect(placePopover({ left: -30, top: 100, width: 44, height: 44 }, panel, viewport).left).toBe(8);
  });

  it('flips above the button when there is no room under it', () => {
    const place = placePopover({ left: 20, top: 740, width: 44, height: 44 }, panel, viewport);
    expect(place.top).toBe(740 - 4 - 110);
  });

  it('stays under the button when there is room neither under nor above', () => {
    const place = placePopover({ left: 20, top: 60, width: 44, height: 44 }, panel, { width: 375, height: 200 });
    expect(place.top).toBe(108);
  });
});
