import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The text the antd Select around `field` shows (typed search text is in the input's value, not here). */
function shown(field: Locator) {
  return field.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]').innerText();
}

/**
 * Picks `option` (its exact label) in the antd Select whose input is `field`, then waits until the
 * field shows it. Pointer clicks on options raced the list's open animation and virtual-list
 * re-render on a busy CI machine (the option moved or was covered as it was clicked and the pick was
 * lost), which failed two e2e runs. With `search`, the helper types it and presses Enter on the
 * active option, as a keyboard user does; without, it clicks the option and, if the field does not
 * show it, opens the list and clicks again.
 */
export async function pickOption(page: Page, field: Locator, option: string, search?: string) {
  // This select's own list (another select's may still be fading out).
  const dropdown = async () => {
    const listId = await field.getAttribute('aria-controls');
    return listId
      ? page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) })
      : page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  };
  if (search !== undefined) {
    await field.click();
    await field.fill(search);
    const list = await dropdown();
    await list
      .locator('.ant-select-item-option-active')
      .and(list.getByTitle(option, { exact: true }))
      .waitFor();
    await field.press('Enter');
  } else {
    for (let attempt = 1; ; attempt += 1) {
      if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
      await (await dropdown()).getByTitle(option, { exact: true }).click();
      try {
        await expect.poll(() => shown(field), { timeout: 3000 }).toContain(option);
        return;
      } catch (err) {
        if (attempt === 3) throw err;
      }
    }
  }
  await expect.poll(() => shown(field)).toContain(option);
}
