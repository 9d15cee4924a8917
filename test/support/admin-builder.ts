// Driving the editor's landing-page builder by keyboard alone, as a person
// who uses no mouse would: shared by the editor's end-to-end specs and the
// `npm run dev` test that publishes a page made in the builder.
import type { Locator, Page } from '@playwright/test';

/** Presses a control with the keyboard alone: focus, then Enter. */
export async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

/** The builder's blocks, as its outline lists them. */
export const outline = (page: Page): Locator => page.getByRole('navigation', { name: 'Blocks' }).getByRole('button');

/** Adds a block of `label` through the "Add block" form, by keyboard. */
export async function addBlock(page: Page, label: string): Promise<void> {
  const select = page.getByLabel('Block to add');
  await select.focus();
  await select.selectOption({ label });
  await press(page.getByRole('button', { name: 'Add block' }));
}
