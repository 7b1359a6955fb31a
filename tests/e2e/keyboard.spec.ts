import {expect, test, type Locator, type Page} from '@playwright/test';

// Keyboard only (DESIGN.md section 6: every control reachable and usable with the
// keyboard). What other specs already drive with the keyboard is not repeated here:
// the mega-menu's focus opening and Escape, the mobile menu's Tab trap and Escape
// (catalogue.spec.ts), the force calculator dialog (tools.spec.ts), sending a chat
// message with Enter and closing with Escape (chat.spec.ts).

const PRODUCT = '/products/verin-gaz-compression-15-6-course-100-oeillet';

/** What has the focus, by accessible text: name, label or content. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

async function tabUntil(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  });
}

test.describe('header', () => {
  test('the first Tab shows the skip link, which moves the focus to the content', async ({page}) => {
    for (const path of ['/', PRODUCT, '/contact']) {
      await page.goto(path, {waitUntil: 'networkidle'});
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {name: 'Aller au contenu'});
      await expect(skip).toBeFocused();
      // Hidden until focused, then on screen.
      const box = await skip.boundingBox();
      expect(box && box.width > 1 && box.height > 1 && box.y >= 0).toBeTruthy();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#contenu$/);
      // The next Tab starts inside the content, past the whole header.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(() => document.querySelector('#contenu')?.contains(document.activeElement) ?? false);
      expect(inMain, `${path}: focus after the skip link is ${await focusedName(page)}`).toBe(true);
    }
  });

  test('Tab follows the header in reading order, visibly, and Shift+Tab comes back', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const expected = [
      'Aller au contenu',
      /^Téléphone/,
      /^E-mail/,
      /Vérins Pro/,
      /Rechercher/, // the search box, by its label
      'Rechercher',
      'HT',
      'TTC',
      'Mes favoris',
      'Se connecter',
      /^Panier/,
      'Accueil',
      'Produits',
    ];
    const seen: string[] = [];
    for (const name of expected) {
      await page.keyboard.press('Tab');
      expect(await focusIsVisible(page), `focus hidden at step ${seen.length + 1}`).toBe(true);
      const actual = (await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement;
        const label = element.labels?.[0]?.textContent ?? element.placeholder ?? '';
        return element.tagName === 'INPUT' ? `${label}` : '';
      })) || (await focusedName(page));
      seen.push(actual);
      if (typeof name === 'string') expect(actual, seen.join(' → ')).toBe(name);
      else expect(actual, seen.join(' → ')).toMatch(name);
    }
    for (const name of [...seen].reverse().slice(1, 5)) {
      await page.keyboard.press('Shift+Tab');
      const actual = (await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement;
        return element.tagName === 'INPUT' ? (element.labels?.[0]?.textContent ?? element.placeholder ?? '') : '';
      })) || (await focusedName(page));
      expect(actual).toBe(name);
    }
  });

  test('the price toggle and the search box work from the keyboard', async ({page}) => {
    await page.goto('/products', {waitUntil: 'networkidle'});
    const ht = page.getByTestId('price-toggle-HT');
    await tabUntil(page, ht);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('price-toggle-HT')).toHaveAttribute('aria-pressed', 'true');
    await tabUntil(page, page.getByTestId('price-toggle-TTC'));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('price-toggle-TTC')).toHaveAttribute('aria-pressed', 'true');

    const search = page.getByRole('banner').getByRole('searchbox').or(page.getByRole('banner').locator('input[name="q"]')).first();
    await search.focus();
    await page.keyboard.type('ressort');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/recherche\?q=ressort/);
  });
});

test.describe('mega-menu', () => {
  test('the arrow keys move through categories, their links, highlights and back; Escape closes', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const trigger = page.getByTestId('mega-menu-trigger');
    const menu = page.getByTestId('mega-menu');
    await tabUntil(page, trigger);
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const categories = menu.getByRole('list', {name: 'Catégories'}).getByRole('button');
    await page.keyboard.press('ArrowDown');
    await expect(categories.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(categories.nth(1)).toBeFocused();
    await expect(categories.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const second = ((await categories.nth(1).textContent()) ?? '').trim();
    await page.keyboard.press('ArrowUp');
    await expect(categories.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(categories.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(categories.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');

    // Right: the links of that category, starting with its 'Voir tout'.
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Voir tout');
    const seeAll = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
    expect(seeAll).toMatch(/^\/collections\//);
    await page.keyboard.press('ArrowDown');
    const link = await focusedName(page);
    expect(link).not.toBe('Voir tout');
    // Left: back to the category it belongs to.
    await page.keyboard.press('ArrowLeft');
    await expect(categories.nth(1)).toBeFocused();
    expect(second.length).toBeGreaterThan(0);

    // Right twice: the highlights; then the strip of promotions.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Vérins inox 316L');
    await page.keyboard.press('ArrowRight');
    expect(await focusIsVisible(page)).toBe(true);
    const strip = await page.evaluate(() => document.activeElement?.closest('ul')?.getAttribute('aria-label'));
    expect(strip).toBe('Sélections');

    // Enter follows a link; the menu closes with the navigation.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(menu).toBeHidden();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('opens with Enter, keeps Shift+Tab inside, and gives the focus back on Escape', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const button = page.getByTestId('mobile-menu-button');
    await tabUntil(page, button);
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('mobile-menu');
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement)), `Shift+Tab ${i + 1}`).toBe(true);
    }
    // A link of the menu is followed with Enter and the menu closes.
    await panel.getByRole('link', {name: 'Produits'}).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
    await expect(panel).toBeHidden();

    await button.focus();
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('product gallery', () => {
  test('arrow keys change the image; the zoom opens with Enter, follows the arrows and gives the focus back on Escape', async ({page}) => {
    await page.goto(PRODUCT, {waitUntil: 'networkidle'});
    const counter = page.getByTestId('gallery-counter');
    const total = Number(((await counter.textContent()) ?? '').split('/')[1]);
    expect(total).toBeGreaterThan(1);
    const zoom = page.getByTestId('gallery-zoom');
    await tabUntil(page, zoom, 80);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${total}`);

    // The thumbnails are buttons: Tab to the second one and press Space.
    const second = page.getByRole('button', {name: `Afficher l’image 2 sur ${total}`});
    await tabUntil(page, second);
    await page.keyboard.press('Space');
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(second).toHaveAttribute('aria-current', 'true');

    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('gallery-dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(`${total > 2 ? 3 : 1} / ${total}`);
    // Tab stays in the modal dialog.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(zoom).toBeFocused();

    // 'Fermer' with Enter also gives the focus back.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Fermer'}).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(zoom).toBeFocused();
  });
});

test.describe('chat widget', () => {
  test('opens from the keyboard with the focus in the input, sends with Enter, closes with Escape', async ({page}) => {
    await page.goto('/support', {waitUntil: 'networkidle'});
    const launcher = page.getByTestId('chat-launcher');
    await tabUntil(page, launcher, 120);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', {name: 'Assistant Vérins Pro'});
    await expect(panel).toBeVisible();
    const input = page.getByTestId('chat-input');
    await expect(input).toBeFocused();

    await page.keyboard.type('Quels sont les délais de livraison ?');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-user-message').last()).toContainText('délais de livraison');
    await expect(panel.getByTestId('chat-assistant-message').last()).toContainText('jours ouvrés');
    await expect(input).toBeFocused();

    // A non-modal panel: Tab goes on to its shortcuts, Shift+Tab back to its own buttons.
    const after: string[] = [];
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Tab');
      after.push(await focusedName(page));
    }
    expect(after).toEqual(['Voir nos produits', 'Nous contacter']);
    await input.focus();
    const before: string[] = [];
    for (let i = 0; i < 12 && !before.includes('Nouvelle conversation'); i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      before.push(await focusedName(page));
    }
    expect(before).toContain('Nouvelle conversation');
    expect(before).toContain('Fermer l’assistant');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    // Space opens it again, with the conversation kept.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('chat-user-message').last()).toContainText('délais de livraison');
    await page.keyboard.press('Escape');
    await expect(launcher).toBeFocused();
  });
});
