import {describe, expect, it} from 'vitest';
import {lockPageScroll} from '~/components/pageScrollLock';

describe('lockPageScroll', () => {
  it('stops the scrolling and gives back what was there', () => {
    const style = {overflow: 'auto'};
    const release = lockPageScroll(style);
    expect(style.overflow).toBe('hidden');
    release();
    expect(style.overflow).toBe('auto');
  });

  it('keeps the page locked while one of two panels is still open, whichever closes first', () => {
    const style = {overflow: ''};
    const menu = lockPageScroll(style);
    const chat = lockPageScroll(style);
    menu();
    expect(style.overflow).toBe('hidden');
    chat();
    expect(style.overflow).toBe('');

    const first = lockPageScroll(style);
    const second = lockPageScroll(style);
    second();
    expect(style.overflow).toBe('hidden');
    first();
    expect(style.overflow).toBe('');
  });

  it('counts a release called twice once', () => {
    const style = {overflow: ''};
    const menu = lockPageScroll(style);
    const chat = lockPageScroll(style);
    menu();
    menu();
    expect(style.overflow).toBe('hidden');
    chat();
    expect(style.overflow).toBe('');
  });

  it('locks again after everything was released (a panel opened, closed, opened)', () => {
    const style = {overflow: 'scroll'};
    for (let round = 0; round < 2; round++) {
      const release = lockPageScroll(style);
      expect(style.overflow).toBe('hidden');
      release();
      expect(style.overflow).toBe('scroll');
    }
  });
});
