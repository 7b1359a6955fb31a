import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';
import {readInbox} from './inbox';

// The engineering tools: the configurator (/configurateur-verin), the force calculator
// (a section of that page and a dialog opened from the configurator) and the
// custom-cylinder wizard (/verin-sur-mesure).


const option = (page: Page, group: string, label: string | RegExp) => page.getByTestId(`option-${group}`).locator('label').filter({hasText: label});
const radio = (page: Page, group: string, name: string | RegExp) => page.getByTestId(`option-${group}`).getByRole('radio', {name});

async function expectConfiguration(page: Page, reference: string, price: RegExp) {
  await expect(page.getByTestId('config-reference')).toHaveText(reference);
  await expect(page.getByTestId('config-price').getByTestId('price')).toHaveText(price);
}

test.describe('configurator', () => {
  test('flags incompatible options, moves to the nearest allowed value, and updates price and reference', async ({page}) => {
    await page.goto('/configurateur-verin');
    // Defaults: 25 + 2×6 + 1.5×9 + 2×2 + 5×0 = 54.50 € TTC.
    await expectConfiguration(page, 'VGA-S-6x94x20-30N', /^54,50\s€$/);
    await expect(page.getByTestId('config-price')).toContainText('TTC');
    // A 6 mm rod allows 94, 120 and 150 mm; 200 and 250 are flagged and cannot be picked.
    await expect(radio(page, 'longueur', /200 mm/)).toBeDisabled();
    await expect(option(page, 'longueur', '250 mm')).toContainText('non compatible');
    await expect(page.getByTestId('option-longueur').getByText('non compatible')).toHaveCount(2);
    await expect(radio(page, 'force', /200 N/)).toBeDisabled();
    await expectNoAxeViolations(page);

    // 14 mm only allows 200 and 250 mm: the 94 mm length becomes 200 mm, and the page says so.
    await option(page, 'diametre', '14 mm').click();
    await expect(page.getByTestId('config-adjustments')).toContainText(
      "La longueur 94 mm n'est pas compatible avec un diamètre de 14 mm : 200 mm retenue.",
    );
    await expect(radio(page, 'longueur', '200 mm')).toBeChecked();
    await expect(radio(page, 'longueur', /94 mm/)).toBeDisabled();
    // 25 + 28 + 1.5×20 + 2×2 + 0 = 87.00
    await expectConfiguration(page, 'VGA-S-14x200x20-30N', /^87,00\s€$/);

    // A 100 mm stroke takes 200 or 300 N: 30 N becomes 200 N.
    await option(page, 'course', '100 mm').click();
    await expect(page.getByTestId('config-adjustments')).toContainText(
      "La force 30 N n'est pas compatible avec une course de 100 mm : 200 N retenue.",
    );
    await expect(radio(page, 'force', /30 N/)).toBeDisabled();
    // 25 + 28 + 30 + 20 + 5×4 = 123.00
    await expectConfiguration(page, 'VGA-S-14x200x100-200N', /^123,00\s€$/);

    // Stainless ×1.4, then threaded clevis +8: 123 × 1.4 + 8 = 180.20
    await option(page, 'type', 'Inox').click();
    await option(page, 'chape', 'Chape filetée').click();
    await expectConfiguration(page, 'VGI-F-14x200x100-200N', /^180,20\s€$/);

    // With the keyboard: the arrow keys move within a group (100 → 80 mm).
    await radio(page, 'course', '100 mm').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(radio(page, 'course', '80 mm')).toBeChecked();
    // (25 + 28 + 30 + 16 + 20) × 1.4 + 8 = 174.60
    await expectConfiguration(page, 'VGI-F-14x200x80-200N', /^174,60\s€$/);

    // The state is in the URL: a reload (or a shared link) shows the same configuration.
    await expect(page).toHaveURL(/type=stainless&chape=threaded&diametre=14&longueur=200&course=80&force=200/);
    await page.reload();
    await expectConfiguration(page, 'VGI-F-14x200x80-200N', /^174,60\s€$/);

    // HT when the toggle says so: 174.60 / 1.2 = 145.50
    await page.getByTestId('price-toggle').click();
    await expect(page.getByTestId('config-price')).toContainText('HT');
    await expect(page.getByTestId('config-price').getByTestId('price')).toHaveText(/^145,50\s€$/);
    await expectConfiguration(page, 'VGI-F-14x200x80-200N', /^145,50\s€$/);
    await page.getByTestId('price-toggle').click();
    await expect(page.getByTestId('config-price')).toContainText('TTC');
  });

  test('works without JavaScript: the server adjusts an impossible configuration', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/configurateur-verin?diametre=12&longueur=94&course=20&force=300');
    const adjustments = page.getByTestId('config-adjustments');
    await expect(adjustments).toContainText("La longueur 94 mm n'est pas compatible avec un diamètre de 12 mm : 150 mm retenue.");
    await expect(adjustments).toContainText("La force 300 N n'est pas compatible avec une course de 20 mm : 100 N retenue.");
    // 25 + 24 + 1.5×15 + 2×2 + 5×2 = 85.50
    await expectConfiguration(page, 'VGA-S-12x150x20-100N', /^85,50\s€$/);

    await option(page, 'type', 'Inox').click();
    await page.getByRole('button', {name: 'Mettre à jour le prix et la référence'}).click();
    await expect(page).toHaveURL(/type=stainless/);
    // 85.50 × 1.4 = 119.70
    await expectConfiguration(page, 'VGI-S-12x150x20-100N', /^119,70\s€$/);
    await expect(adjustments).toBeEmpty();

    await page.getByTestId('find-button').click();
    await expect(page.getByTestId('config-results')).toBeVisible();
    await expect(page.getByTestId('config-match').first()).toContainText('Inox, comme demandé');
    await context.close();
  });

  test("'Trouver' lists catalogue springs and 'Demander un devis' carries the configuration into the request", async ({page}) => {
    await page.goto('/configurateur-verin');
    await option(page, 'diametre', '8 mm').click();
    await option(page, 'longueur', '120 mm').click();
    await option(page, 'course', '30 mm').click();
    await option(page, 'force', '60 N').click();
    await expectConfiguration(page, 'VGA-S-8x120x30-60N', /^70,00\s€$/);

    await page.getByTestId('find-button').click();
    const results = page.getByTestId('config-results');
    await expect(results.getByRole('heading', {name: 'Vérins du catalogue proches de VGA-S-8x120x30-60N'})).toBeFocused();
    const matches = results.getByTestId('config-match');
    await expect(matches).toHaveCount(6);
    // Each one says why it matches, criterion by criterion.
    await expect(matches.first()).toContainText(/Force .* N/);
    await expect(matches.first()).toContainText(/Course .* mm/);
    await expect(page).toHaveURL(/trouver=1/);
    await expectNoAxeViolations(page);

    // The results follow the configuration: stainless leaves only stainless springs.
    await option(page, 'type', 'Inox').click();
    await expect(results.getByRole('heading', {level: 2})).toContainText('VGI-S-8x120x30-60N');
    for (const text of await matches.allTextContents()) expect(text).toContain('Inox, comme demandé');

    // A result opens its product page.
    const first = matches.first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title.trim());

    await page.goBack();
    await page.getByTestId('quote-link').click();
    await expect(page).toHaveURL(/\/verin-sur-mesure\?/);
    await expect(page.getByRole('radio', {name: 'À gaz'})).toBeChecked();
    await page.getByRole('button', {name: 'Suivant'}).click();
    await expect(page.getByLabel('Course (mm)')).toHaveValue('30');
    await expect(page.getByLabel('Force (N)')).toHaveValue('60');
    await expect(page.getByLabel('Diamètre (mm)')).toHaveValue('8');
    await expect(page.getByRole('radio', {name: 'Chape'})).toBeChecked();
    await page.getByRole('button', {name: 'Suivant'}).click();
    await page.getByRole('button', {name: 'Suivant'}).click();
    await expect(page.getByLabel('Message')).toHaveValue(/^Configuration VGI-S-8x120x30-60N : vérin à gaz inox, chape soudée/);
  });
});

test.describe('force calculator', () => {
  test('computes a lid across its opening and opens a suggested spring', async ({page}) => {
    await page.goto('/configurateur-verin#calculateur-force');
    const calculator = page.locator('#calculateur-force');
    const field = (label: string) => calculator.getByLabel(label, {exact: false});

    // The worked example: 10 kg, 600 mm deep (centre of gravity 300 mm), two springs
    // mounted 100 mm from the hinge on the lid and 250 mm forward, 150 mm below it on the frame.
    await field('Masse du couvercle').fill('');
    await expect(calculator.getByText('Ce champ est obligatoire')).toBeVisible();
    await expect(field('Masse du couvercle')).toHaveAttribute('aria-invalid', 'true');
    await field('Masse du couvercle').pressSequentially('10');
    await field('Distance de la charnière au centre de gravité').fill('300');
    await field('Fixation du vérin sur le couvercle').fill('100');
    await field('distance le long du couvercle fermé').fill('250');
    await field('distance sous le couvercle fermé').fill('150');

    await expect(calculator.getByTestId('lid-needs')).toContainText('229 N');
    await expect(calculator.getByTestId('lid-length')).toHaveText(/^354\smm$/);
    await expect(calculator.getByTestId('lid-stroke')).toHaveText(/^141\smm$/);
    await expect(calculator.getByTestId('lid-force-range')).toHaveText(/^80\sN à 160\sN$/);
    await expect(calculator.getByTestId('lid-verdict')).toContainText('Le couvercle reste fermé, monte seul au-delà d’environ 37°');
    await expect(calculator.getByTestId('lid-table').locator('tbody tr')).toHaveCount(10);
    await expect(calculator.getByTestId('lid-diagram')).toBeVisible();
    await expect(calculator.getByTestId('lid-explanation')).toContainText('29,4 N·m');
    await expectNoAxeViolations(page);

    // The inputs are in the URL: the calculation can be shared.
    await expect(page).toHaveURL(/cdg=300/);

    // A heavier lid needs more than this spring gives: the verdict changes.
    await field('Masse du couvercle').fill('16');
    await expect(calculator.getByTestId('lid-verdict')).not.toContainText('monte seul au-delà d’environ 37°');
    await field('Masse du couvercle').fill('10');
    await expect(calculator.getByTestId('lid-verdict')).toContainText('environ 37°');

    const suggestion = calculator.getByTestId('lid-suggestion').first();
    await expect(suggestion).toContainText('Convient');
    await expect(suggestion).toContainText('Longueur 360 mm');
    const link = suggestion.getByRole('link');
    const title = ((await link.textContent()) ?? '').trim();
    await link.click();
    // The product page opens on the suggested variant (in the range, a stroke is a product, its forces the variants).
    await expect(page).toHaveURL(/\/products\/.+\?(.*&)?Force=\d+/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  });

  test('opens as a dialog from the configurator, usable with the keyboard', async ({page}) => {
    await page.goto('/configurateur-verin');
    const opener = page.getByTestId('open-force-calculator');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Calculateur de force'});
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    // Focus stays inside the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    // Compared with the configured spring (94 mm long), the default lid is far out of reach.
    await dialog.getByLabel('Vérin comparé', {exact: true}).selectOption({label: 'Votre configuration VGA-S-6x94x20-30N'});
    await expect(dialog.getByTestId('lid-verdict')).toContainText('Vérin trop court pour ces fixations');

    // Values typed in the dialog are the page's: the section shows them too.
    await dialog.getByLabel('Masse du couvercle').fill('12');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('#calculateur-force').getByLabel('Masse du couvercle')).toHaveValue('12');
  });
});

test.describe('custom cylinder wizard', () => {
  const step = (page: Page, index: number) => page.getByTestId(`step-${index}`);
  const next = (page: Page) => page.getByRole('button', {name: 'Suivant'});

  async function fillDimensionsAndSpecs(page: Page) {
    await page.getByLabel('Course (mm)').fill('150');
    await page.getByLabel('Force (N)').fill('800');
    await page.getByLabel('Diamètre (mm)').fill('40');
    await page.getByRole('radio', {name: 'Chape'}).check();
    await next(page).click();
    await page.getByRole('radio', {name: 'Extérieur'}).check();
    await page.getByLabel('Température d’utilisation (°C)').fill('-20 à +60');
    await page.getByRole('radio', {name: 'Fréquente'}).check();
    await page.getByLabel('Fluide').fill('Huile hydraulique');
    await page.getByLabel('Pression (bar)').fill('160');
    await page.getByLabel('Vitesse (mm/s)').fill('50');
    await next(page).click();
  }

  test('walks four steps with the keyboard, requires name and email, and keeps everything across a reload', async ({page}) => {
    await page.goto('/verin-sur-mesure');
    const progress = page.getByTestId('quote-progress');
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('button', {name: 'Précédent'})).toBeDisabled();
    await expectNoAxeViolations(page);

    // Step 1 with the keyboard: Space picks a type, the arrows move to the next one.
    await page.getByRole('radio', {name: 'Hydraulique'}).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', {name: 'Pneumatique'})).toBeChecked();
    await page.getByRole('radio', {name: 'Industrie'}).check();
    await next(page).focus();
    await page.keyboard.press('Enter');
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
    await expect(page.getByRole('heading', {name: 'Étape 2 : Dimensions'})).toBeFocused();
    await expect(step(page, 0)).toBeHidden();

    await fillDimensionsAndSpecs(page);
    await expect(progress).toHaveAttribute('aria-valuenow', '4');
    const recap = page.getByTestId('quote-recap');
    await expect(recap.getByTestId('recap-cylinderType')).toHaveText('Pneumatique');
    await expect(recap.getByTestId('recap-mountingType')).toHaveText('Chape');
    await expect(recap.getByTestId('recap-temperature')).toHaveText(/^−20 à \+60\s°C$/);

    // Name and email are required at submit.
    await page.getByRole('button', {name: 'Envoyer ma demande'}).click();
    const errors = page.getByTestId('quote-errors');
    await expect(errors).toBeFocused();
    await expect(errors).toContainText('Le nom est obligatoire');
    await expect(errors).toContainText("L'adresse email est obligatoire");
    await expect(page.getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.getByLabel('Nom').fill('Claire Martin');
    await page.getByLabel('Adresse email').fill('claire.martin@');
    await page.getByRole('button', {name: 'Envoyer ma demande'}).click();
    await expect(errors).toContainText('Adresse email invalide');
    await expect(errors).not.toContainText('Le nom est obligatoire');

    await page.getByLabel('Adresse email').fill('claire.martin@example.fr');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel('Société').fill('Ateliers Martin');
    await page.getByLabel('Message').fill('Vérin pour presse de découpe.');

    // A reload keeps the progress: same step, same values.
    await page.reload();
    await expect(progress).toHaveAttribute('aria-valuenow', '4');
    await expect(page.getByLabel('Adresse email')).toHaveValue('claire.martin@example.fr');
    await expect(page.getByLabel('Message')).toHaveValue('Vérin pour presse de découpe.');
    await page.getByRole('button', {name: 'Précédent'}).click();
    await expect(page.getByLabel('Fluide')).toHaveValue('Huile hydraulique');
    await expect(page.getByRole('radio', {name: 'Fréquente'})).toBeChecked();
    await next(page).click();

    // Delivered to the merchant inbox (failures: unit tests and the dropped-connection test).
    await page.getByRole('button', {name: 'Envoyer ma demande'}).click();
    await expect(page.getByTestId('quote-confirmation')).toContainText('48 h');
  });

  test('checks each step when leaving it, in French, focus on the first error; « Précédent » is never held back', async ({page}) => {
    await page.goto('/verin-sur-mesure');
    await next(page).click();
    await page.getByLabel('Course (mm)').fill('cent');
    await page.getByLabel('Force (N)').fill('-5');
    await next(page).click();
    // Held on step 2: the first wrong field has the focus, each error is said.
    await expect(page.getByRole('heading', {name: 'Étape 2 : Dimensions'})).toBeVisible();
    await expect(page.getByLabel('Course (mm)')).toBeFocused();
    await expect(page.getByLabel('Course (mm)')).toHaveAttribute('aria-invalid', 'true');
    const errors = page.getByTestId('quote-errors');
    await expect(errors).toContainText('Course (mm) : Indiquez un nombre');
    await expect(errors).toContainText('Force (N) : Indiquez un nombre positif');
    // Going back is free, what was typed stays.
    await page.getByRole('button', {name: 'Précédent'}).click();
    await expect(page.getByRole('heading', {name: 'Étape 1 : Type de vérin'})).toBeFocused();
    await next(page).click();
    await expect(page.getByLabel('Course (mm)')).toHaveValue('cent');
    await page.getByLabel('Course (mm)').fill('100');
    await page.getByLabel('Force (N)').fill('500');
    await next(page).click();
    await expect(page.getByRole('heading', {name: 'Étape 3 : Spécifications'})).toBeFocused();
    await expect(errors).toBeHidden();

    // A temperature range is accepted; a range upside down is not.
    const temperature = page.getByLabel('Température d’utilisation (°C)');
    await expect(temperature).toHaveAccessibleDescription(/-20 à \+60/);
    await temperature.fill('+60 à -20');
    await temperature.press('Enter');
    await expect(temperature).toBeFocused();
    await expect(errors).toContainText('Indiquez la température la plus basse en premier');
    await temperature.fill('-20 °C à +60 °C');
    await next(page).click();
    await expect(page.getByRole('heading', {name: 'Étape 4 : Contact'})).toBeFocused();
    await expect(page.getByTestId('quote-recap').getByTestId('recap-temperature')).toHaveText(/^−20 à \+60\s°C$/);
    await expectNoAxeViolations(page);
  });

  test('a dropped connection at submit leaves a way back to the request', async ({page}) => {
    await page.goto('/verin-sur-mesure?cylinderType=gas&stroke=100');
    await next(page).click();
    await next(page).click();
    await next(page).click();
    await page.getByLabel('Nom').fill('Paul Durand');
    await page.getByLabel('Adresse email').fill('paul.durand@example.fr');
    // Only the submission fails; the page's other requests go through.
    await page.route(/verin-sur-mesure\.data/, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('button', {name: 'Envoyer ma demande'}).click();
    await expect(page.getByRole('alert')).toContainText("Votre demande n'a pas pu être envoyée");
    await page.unroute(/verin-sur-mesure\.data/);
    await page.getByRole('link', {name: 'Reprendre ma demande'}).click();
    await expect(page.getByLabel('Nom')).toHaveValue('Paul Durand');
    await expect(page.getByTestId('quote-recap').getByTestId('recap-stroke')).toHaveText('100');
  });

  test('works without JavaScript: the server shows each step and keeps what was typed', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/verin-sur-mesure');
    await page.getByRole('radio', {name: 'À gaz'}).check();
    await page.getByRole('radio', {name: 'Mobilier'}).check();
    await next(page).click();
    await expect(page.getByRole('heading', {name: 'Étape 2 : Dimensions'})).toBeVisible();
    await expect(page.getByTestId('quote-progress')).toHaveAttribute('aria-valuenow', '2');
    // A typo: the letter O for a zero. 'Précédent' is never held back.
    await page.getByLabel('Course (mm)').fill('8O');
    await page.getByRole('button', {name: 'Précédent'}).click();
    await expect(page.getByRole('radio', {name: 'Mobilier'})).toBeChecked();
    await next(page).click();
    await expect(page.getByLabel('Course (mm)')).toHaveValue('8O');
    // 'Suivant' is: the server checks the step left and keeps everything.
    await next(page).click();
    const errors = page.getByTestId('quote-errors');
    await expect(errors).toContainText('Course (mm) : Indiquez un nombre');
    await expect(page.getByRole('heading', {name: 'Étape 2 : Dimensions'})).toBeVisible();
    await expect(page.getByLabel('Course (mm)')).toHaveValue('8O');
    await expect(page.getByLabel('Course (mm)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Course (mm)').fill('80');
    await next(page).click();
    await expect(page.getByRole('heading', {name: 'Étape 3 : Spécifications'})).toBeVisible();
    await page.getByLabel('Température d’utilisation (°C)').fill('-20 à +60');
    await next(page).click();
    await expect(page.getByTestId('quote-recap').getByTestId('recap-applicationArea')).toHaveText('Mobilier');
    await expect(page.getByTestId('quote-recap').getByTestId('recap-temperature')).toHaveText(/^−20 à \+60\s°C$/);
    await page.getByLabel('Nom').fill('Léa Petit');
    await page.getByLabel('Adresse email').fill('lea.petit@');

    // The server checks the request at submit too, and keeps everything.
    await page.getByRole('button', {name: 'Envoyer ma demande'}).click();
    await expect(errors).toContainText('Adresse email : Adresse email invalide');
    await expect(page.getByRole('heading', {name: 'Étape 4 : Contact'})).toBeVisible();
    await expect(page.getByLabel('Adresse email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Adresse email')).toHaveValue('lea.petit@');
    await expect(page.getByLabel('Nom')).toHaveValue('Léa Petit');
    await context.close();
  });

  test('a complete request reaches the merchant inbox', async ({page}) => {
    const email = `devis-${Date.now()}@example.fr`;
    await page.goto('/verin-sur-mesure?cylinderType=gas&diameter=8&stroke=30&force=60&mountingType=clevis&message=Configuration%20VGA-S-8x120x30-60N');
    await page.getByRole('radio', {name: 'Marine'}).check();
    await next(page).click();
    await next(page).click();
    await page.getByRole('radio', {name: 'Milieu corrosif'}).check();
    await page.getByLabel('Température d’utilisation (°C)').fill('-5,5');
    await next(page).click();
    await page.getByLabel('Nom').fill('Marc Leroy');
    await page.getByLabel('Adresse email').fill(email);
    await page.getByRole('button', {name: 'Envoyer ma demande'}).click();

    const confirmation = page.getByTestId('quote-confirmation');
    await expect(confirmation).toContainText('Demande envoyée');
    await expect(confirmation).toContainText('48 h');
    await expect(confirmation).toContainText('2 à 4 semaines');
    await expect(confirmation.getByRole('heading', {name: 'Demande envoyée'})).toBeFocused();

    const submissions = await readInbox('quote');
    const ours = submissions.find((submission) => JSON.stringify(submission).includes(email));
    expect(ours, 'the request is in the inbox').toBeTruthy();
    const text = JSON.stringify(ours);
    // The 'Wizard request' shape, numbers as numbers.
    expect(text).toContain('"cylinderType":"gas"');
    expect(text).toContain('"applicationArea":"marine"');
    expect(text).toContain('"stroke":30');
    expect(text).toContain('"force":60');
    expect(text).toContain('"diameter":8');
    expect(text).toContain('"mountingType":"clevis"');
    expect(text).toContain('"environment":"corrosive"');
    expect(text).toContain('"temperature":{"min":-5.5,"max":-5.5}');
    expect(text).toContain('"name":"Marc Leroy"');

    // Done: a new visit starts a new request.
    await page.goto('/verin-sur-mesure');
    await expect(page.getByRole('radio', {name: 'Marine'})).not.toBeChecked();
  });
});
