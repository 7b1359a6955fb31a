import {expect, test, type Locator, type Page} from '@playwright/test';

// On a phone (under 480 px) the open chat covers the screen and is a modal dialog: the focus
// goes in and comes back to its button, Tab stays inside, the page behind does not scroll,
// Escape closes it. On a wider screen it is a floating window beside the page, not modal
// (SPEC.md: « Escape or an outside click closes it »). A window resized across the breakpoint
// while it is open switches from one to the other, keeping what was typed. Keyboard only:
// nothing here clicks. Nothing is sent to the assistant (its rate limit is chat.spec.ts's).

const PHONE = {width: 375, height: 812};
const DESKTOP = {width: 1280, height: 800};
const TYPED = 'Vérin inox 300 N, course 100 mm';

function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

function focusIsIn(panel: Locator) {
  return panel.evaluate((element) => element.contains(document.activeElement));
}

function bodyOverflow(page: Page) {
  return page.evaluate(() => document.body.style.overflow);
}

/** The page's own scroll position after a turn of the mouse wheel over (x, y). */
async function scrollAfterWheel(page: Page, x: number, y: number) {
  await page.mouse.move(x, y);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 400);
  // A wheel that scrolls has moved the page by the next frame; one that does not never will.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return {before, after: await page.evaluate(() => window.scrollY)};
}

/** From a freshly loaded page, the keyboard reaches the chat button: it is the page's last control. */
async function reachLauncher(page: Page) {
  const launcher = page.getByTestId('chat-launcher');
  for (let i = 0; i < 5 && !(await launcher.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(launcher).toBeFocused();
  return launcher;
}

async function openWithEnter(page: Page) {
  const launcher = await reachLauncher(page);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', {name: 'Assistant Vérins Pro'});
  await expect(panel).toBeVisible();
  return {launcher, panel};
}

test.describe('at 375 × 812 the open chat is a modal dialog', () => {
  test.use({viewport: PHONE});

  test('Enter opens it with the focus inside, Tab and Shift+Tab go round it, Escape gives the focus back (twice)', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    for (let round = 1; round <= 2; round++) {
      const {launcher, panel} = await openWithEnter(page);
      await expect(panel).toHaveAttribute('aria-modal', 'true');
      await expect(launcher).toHaveAttribute('aria-expanded', 'true');
      const input = page.getByTestId('chat-input');
      await expect(input).toBeFocused();
      if (round === 1) await page.keyboard.type(TYPED);
      // What was typed stays there from one opening to the next.
      await expect(input).toHaveValue(TYPED);

      const names: string[] = [];
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        expect(await focusIsIn(panel), `round ${round}, Tab ${i + 1}: ${await focusedName(page)}`).toBe(true);
        names.push(await focusedName(page));
      }
      // From the last control (the shortcuts) Tab comes back to the first (the panel's header).
      const last = names.indexOf('Nous contacter');
      expect(last, names.join(' | ')).toBeGreaterThanOrEqual(0);
      expect(names[last + 1]).toBe('Nouvelle conversation');
      expect(names).toContain('Envoyer');

      await page.getByTestId('chat-reset').focus();
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName(page)).toBe('Nous contacter');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName(page)).toBe('Voir nos produits');
      expect(await focusIsIn(panel)).toBe(true);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the page behind does not scroll while it is open, and scrolls again once it is closed (twice)', async ({page}) => {
    await page.goto('/collections/verins-a-gaz', {waitUntil: 'networkidle'});
    for (let round = 1; round <= 2; round++) {
      const {launcher, panel} = await openWithEnter(page);
      expect(await bodyOverflow(page)).toBe('hidden');
      // Over the panel's header, and over its short conversation: neither moves the page.
      for (const y of [30, 300]) {
        const {before, after} = await scrollAfterWheel(page, 180, y);
        expect(after, `round ${round}, wheel at y=${y}`).toBe(before);
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      expect(await bodyOverflow(page)).toBe('');
      const {before, after} = await scrollAfterWheel(page, 180, 300);
      expect(after, `round ${round}, closed`).toBeGreaterThan(before);
    }
  });

  test('the close button closes it and gives the focus back to the chat button', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const {launcher, panel} = await openWithEnter(page);
    // From the input, back through the suggestions to the header's buttons.
    for (let i = 0; i < 12 && (await focusedName(page)) !== 'Fermer l’assistant'; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsIn(panel)).toBe(true);
    }
    expect(await focusedName(page)).toBe('Fermer l’assistant');
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    expect(await bodyOverflow(page)).toBe('');
  });
});

test.describe('wider than a phone the chat floats beside the page, not modal', () => {
  test.use({viewport: DESKTOP});

  test('Enter opens it, Tab goes on to the page, the page scrolls, Escape closes it and gives the focus back', async ({page}) => {
    await page.goto('/collections/verins-a-gaz', {waitUntil: 'networkidle'});
    const {launcher, panel} = await openWithEnter(page);
    await expect(panel).toHaveAttribute('aria-modal', 'false');
    await expect(page.getByTestId('chat-input')).toBeFocused();
    expect(await bodyOverflow(page)).toBe('');
    // The page beside the window scrolls under the wheel, the chat staying open.
    const {before, after} = await scrollAfterWheel(page, 300, 400);
    expect(after).toBeGreaterThan(before);
    await expect(panel).toBeVisible();
    // After its last control, Tab leaves it.
    await page.getByRole('link', {name: 'Nous contacter'}).focus();
    await page.keyboard.press('Tab');
    expect(await focusIsIn(panel)).toBe(false);
    await expect(panel).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });
});

test('resized across the phone breakpoint while open, it becomes modal and not modal again, keeping what was typed (twice)', async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/collections/verins-a-gaz', {waitUntil: 'networkidle'});
  const {launcher, panel} = await openWithEnter(page);
  const input = page.getByTestId('chat-input');
  await page.keyboard.type(TYPED);

  for (let round = 1; round <= 2; round++) {
    await page.setViewportSize(DESKTOP);
    await expect(panel).toHaveAttribute('aria-modal', 'false');
    expect(await bodyOverflow(page), `round ${round}, desktop`).toBe('');
    // The focus stays where the shopper was, and what was typed is there.
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(TYPED);
    const desktopScroll = await scrollAfterWheel(page, 300, 400);
    expect(desktopScroll.after, `round ${round}, desktop`).toBeGreaterThan(desktopScroll.before);
    // Not modal: the keyboard may leave it for the page.
    await page.getByRole('link', {name: 'Nous contacter'}).focus();
    await page.keyboard.press('Tab');
    expect(await focusIsIn(panel), `round ${round}, desktop`).toBe(false);

    await page.setViewportSize(PHONE);
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(await bodyOverflow(page), `round ${round}, phone`).toBe('hidden');
    // The focus, left on the page, is brought back in, to the input.
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(TYPED);
    const phoneScroll = await scrollAfterWheel(page, 180, 30);
    expect(phoneScroll.after, `round ${round}, phone`).toBe(phoneScroll.before);
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsIn(panel), `round ${round}, phone`).toBe(true);
    await input.focus();
  }

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  expect(await bodyOverflow(page)).toBe('');
  // Opened again on the phone, the text is still there and the page locked again.
  await page.keyboard.press('Enter');
  await expect(panel).toHaveAttribute('aria-modal', 'true');
  await expect(input).toHaveValue(TYPED);
  expect(await bodyOverflow(page)).toBe('hidden');
  // Closed on a desktop after growing there: nothing left locked.
  await page.setViewportSize(DESKTOP);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await bodyOverflow(page)).toBe('');
});

test('the 375 px menu opened over the floating chat keeps the keyboard as the window narrows; each gives the page back only when both are closed', async ({page}) => {
  await page.setViewportSize({width: 600, height: 800});
  await page.goto('/', {waitUntil: 'networkidle'});
  const {launcher, panel} = await openWithEnter(page);
  await expect(panel).toHaveAttribute('aria-modal', 'false');
  const menuButton = page.getByTestId('mobile-menu-button');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', {name: 'Menu'});
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  expect(await focusIsIn(menu)).toBe(true);

  // Narrowed to a phone: the chat becomes modal under the menu, which keeps the focus and Tab.
  await page.setViewportSize(PHONE);
  await expect(panel).toHaveAttribute('aria-modal', 'true');
  expect(await focusIsIn(menu)).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusIsIn(menu), `Tab ${i + 1}: ${await focusedName(page)}`).toBe(true);
  }
  expect(await bodyOverflow(page)).toBe('hidden');

  // The menu closed, the chat still covers the page: still locked, and Tab goes into the chat.
  await menu.getByRole('button', {name: 'Fermer'}).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(panel).toBeVisible();
  expect(await bodyOverflow(page)).toBe('hidden');
  await page.keyboard.press('Tab');
  expect(await focusIsIn(panel)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  expect(await bodyOverflow(page)).toBe('');
});
