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

  // Changed in s46 (review s45b, finding 6): it stayed under the button and ran out of the window.
  it('with room neither under nor above, moves up to end 8 px above the window\'s bottom', () => {
    const place = placePopover({ left: 20, top: 60, width: 44, height: 44 }, panel, { width: 375, height: 200 });
    expect(place.top).toBe(200 - 8 - 110);
    // The phone's «Ещё» sheet (430 px) under a toolbar in mid-screen stays inside the window.
    const sheet = placePopover({ left: 300, top: 420, width: 44, height: 44 }, { width: 359, height: 430 }, viewport);
    expect(sheet).toEqual({ left: 8, top: 812 - 8 - 430 });
  });

  it('never starts above the window\'s top: a panel taller than the window scrolls inside', () => {
    expect(placePopover({ left: 20, top: 300, width: 44, height: 44 }, { width: 300, height: 900 }, viewport).top).toBe(8);
  });
});
