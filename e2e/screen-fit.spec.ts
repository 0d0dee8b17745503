import { expect, test, type Locator } from '@playwright/test';
import { DEMO, readCorrespondence, signIn } from './fixtures';

/**
 * What the longest of the three languages, Georgian, asks of the layout: nothing cut at 1440 px, nothing
 * out of line or out of reach at a phone's 390 px.
 */

/** Whether the chosen option's text fits inside a select, in the select's own font. */
async function selectedTextFits(select: Locator): Promise<boolean> {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(el.options[el.selectedIndex]!.text).width <= room;
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the declaration type of the create form and the rows of a declaration show whole in Georgian', async ({ page }) => {
    await signIn(page, DEMO.employer, 'ge');
    await readCorrespondence(page);
    await page.evaluate(() => document.fonts.ready);
    const type = page.getByRole('combobox', { name: 'დეკლარაციის ტიპი' });
    await expect(type).toHaveValue('standard');
    expect(await selectedTextFits(type)).toBe(true);

    // the draft of the demo data: its rows table fits beside the menu, the row buttons in the last column
    await page.getByRole('link', { name: 'გაგრძელება' }).first().click();
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'პირადი ნომერი' }) });
    await expect(table.getByRole('button', { name: /ჩანაწერის რედაქტირება$/ }).first()).toBeVisible();
    const overflow = await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the create form's template button shows its whole label, and the form choice's label is drawn as the fields' labels", async ({ page }) => {
    await signIn(page, DEMO.employer, 'ge');
    await readCorrespondence(page);
    await page.evaluate(() => document.fonts.ready);
    const template = page.getByRole('button', { name: /^Excel-ის შაბლონის ჩამოტვირთვა/ });
    await expect(template).toBeVisible();
    // the label wraps inside the button instead of running past its edge
    const label = template.locator('.mantine-Button-label');
    expect(await label.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const box = (await template.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // a group's label in the weight of the fields' labels (the font has no weight between regular and 600)
    const weight = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).fontWeight);
    expect(await weight(page.locator('#create-form-label'))).toBe(await weight(page.locator('label').filter({ hasText: 'ხელფასის გაცემის თვე' }).first()));
  });

  test('declaration rows are cards with their buttons, and the notifications list keeps date and read status in line', async ({ page }) => {
    await signIn(page, DEMO.employer, 'ge');
    await readCorrespondence(page);
    await page.getByRole('link', { name: 'გაგრძელება' }).first().click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /ჩანაწერის რედაქტირება$/ }) }).first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'პირადი ნომერი' }) })).toHaveCount(0);
    for (const name of [/ჩანაწერის რედაქტირება$/, /ჩანაწერის წაშლა$/]) {
      const box = (await card.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    await page.goto('/ge/notifications');
    const item = page.getByRole('list', { name: 'შეტყობინებები' }).getByRole('listitem').first();
    await expect(item).toBeVisible();
    // where a text starts, not its block: a right-aligned line starts further right
    const left = (locator: Locator) =>
      locator.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return Math.round(range.getBoundingClientRect().x);
      });
    // where the item's content starts: the subject, its marks and (under them on a phone) its date and status
    const start = Math.round(await item.getByRole('link').evaluate((a) => a.getBoundingClientRect().x + parseFloat(getComputedStyle(a).paddingLeft)));
    expect(await left(item.locator('time'))).toBe(start);
    expect(await left(item.getByText(/^წაკითხულია/))).toBe(start);
  });
});
