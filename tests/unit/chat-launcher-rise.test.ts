import {describe, expect, it} from 'vitest';
import {launcherRise, type Box} from '../../app/lib/chat/launcher.ts';

// A 375 × 812 screen: the button 56 px square, 16 px from the right and bottom edges.
const BUTTON: Box = {left: 303, right: 359, top: 740, bottom: 796};
const box = (left: number, top: number, width: number, height: number): Box => ({left, top, right: left + width, bottom: top + height});

describe('launcherRise: the chat button steps out of the way', () => {
  it('stays in place when nothing is under it', () => {
    expect(launcherRise(BUTTON, [], 400)).toBe(0);
    // A link at the left of the same height, a button well above: not in its way.
    expect(launcherRise(BUTTON, [box(16, 745, 200, 48), box(200, 300, 159, 48)], 400)).toBe(0);
  });

  it('rises just above a control under it, with the gap', () => {
    // « Voir le catalogue » 147..359 × 745..793.
    const rise = launcherRise(BUTTON, [box(147, 745, 212, 48)], 400);
    expect(rise).toBe(796 - 745 + 8);
    const moved = {...BUTTON, top: BUTTON.top - rise!, bottom: BUTTON.bottom - rise!};
    expect(moved.bottom + 8).toBeLessThanOrEqual(745);
  });

  it('keeps rising above the controls it then meets', () => {
    // A column of stacked buttons 12 px apart: no room between them for a 56 px button.
    const controls = [box(16, 745, 343, 48), box(16, 685, 343, 48), box(16, 625, 343, 48), box(16, 480, 343, 48)];
    const rise = launcherRise(BUTTON, controls, 400)!;
    const moved = {top: BUTTON.top - rise, bottom: BUTTON.bottom - rise};
    expect(moved.bottom + 8).toBeLessThanOrEqual(625);
    expect(moved.top - 8).toBeGreaterThanOrEqual(480 + 48);
  });

  it('ignores empty boxes (hidden elements) and gives up past the limit', () => {
    expect(launcherRise(BUTTON, [box(303, 740, 0, 0), box(320, 760, 1, 1)], 400)).toBe(0);
    const wall = Array.from({length: 20}, (_, i) => box(0, 800 - i * 50, 375, 48));
    expect(launcherRise(BUTTON, wall, 400)).toBeNull();
  });
});
