import { type Locator, type Page, expect } from '@playwright/test';

/**
 * The element with the keyboard focus shows a focus indicator: an outline (the global
 * focus-visible ring) or, on form fields, a box-shadow ring.
 */
export async function expectVisibleFocus(page: Page) {
  const read = () =>
    page.evaluate(() => {
      // The focused element, or the item it points at with aria-activedescendant (menus, listboxes).
      const focused = document.activeElement as HTMLElement | null;
      const active = focused?.getAttribute('aria-activedescendant');
      const target = (active && document.getElementById(active)) || focused;
      if (!target || target === document.body) return 'nothing focused (the page body)';
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
      // Form fields draw their ring as a box shadow beside their border (the input recipe).
      const ring = target.matches('input, textarea, select') && style.boxShadow !== 'none';
      const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40) ?? '';
      return outline || ring ? 'ring shown' : `no ring on <${target.tagName.toLowerCase()}> "${name}"`;
    });
  // Polled: a menu highlights its first item just after it takes the focus.
  await expect.poll(read, { message: 'the focused element shows a focus ring', timeout: 2_000 }).toBe('ring shown');
}

export async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Closes an overlay that has just opened with Escape, once it has the focus: it takes the focus a
 * moment after it shows, which is also when it starts to listen for Escape (a key pressed before
 * then goes to the page, and the overlay stays open).
 */
export async function closeWithEscape(page: Page, overlay: Locator) {
  await expect.poll(() => focusIsInside(overlay)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

/**
 * Opens a menu with a click on its button (`trigger`, or the button named so) and answers the menu
 * once it has the focus: a menu is ready for its items' clicks then, not when it first shows (a
 * page's first menu is still taking over from its stand-in trigger, see shared/ui/menu, and a
 * click on an item was lost so).
 */
export async function openMenu(page: Page, trigger: string | Locator): Promise<Locator> {
  await (typeof trigger === 'string' ? page.getByRole('button', { name: trigger }) : trigger).click();
  // One menu is open at a time.
  const menu = page.getByRole('menu');
  await expect.poll(() => focusIsInside(menu)).toBe(true);
  return menu;
}

/**
 * Tabs forwards and backwards `presses` times each: the focus never leaves `container` and each
 * stop shows its focus ring.
 */
export async function expectFocusTrapped(page: Page, container: Locator, presses = 8) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(await focusIsInside(container), `focus inside after ${key} ×${press + 1}`).toBe(true);
      await expectVisibleFocus(page);
    }
  }
}

/**
 * Tabs through the whole page from its top: every visible control is reached, each with a
 * visible focus ring. Returns how many stops there were.
 */
export async function expectEveryControlReachable(page: Page, maxStops = 250): Promise<number> {
  // Tab goes on from where the focus last was, even once blurred (e.g. the heading a navigation
  // focused): the pass starts from a stand-in at the very top of the page, gone after the first Tab.
  await page.evaluate(() => {
    document.querySelectorAll('[data-keyboard-reached]').forEach((element) => element.removeAttribute('data-keyboard-reached'));
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.dataset.keyboardStart = '';
    document.body.prepend(start);
    start.focus();
  });
  let stops = 0;
  for (; stops < maxStops; stops += 1) {
    await page.keyboard.press('Tab');
    if (stops === 0) await page.evaluate(() => document.querySelector('[data-keyboard-start]')?.remove());
    const state = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return 'out';
      if (focused.hasAttribute('data-keyboard-reached')) return 'again';
      focused.setAttribute('data-keyboard-reached', '');
      return 'new';
    });
    if (state !== 'new') break;
    await expectVisibleFocus(page);
  }
  const missed = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((element) => element.checkVisibility() && !element.closest('[inert], [aria-hidden=true]'))
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('data-keyboard-reached'))
      // A group of radio buttons is one tab stop.
      .filter((element) => !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked))
      .map((element) => `<${element.tagName.toLowerCase()}> "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}"`);
  });
  expect(missed, 'controls the Tab key never reached').toEqual([]);
  return stops;
}
