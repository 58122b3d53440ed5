import type { Locator, Page } from '@playwright/test';

/**
 * Chooses a day in shared-ui's DateField, as a person does: day, month by name and year under
 * the field's own label (the group's name), in either language.
 */
export async function chooseDay(scope: Page | Locator, label: string, isoDay: string) {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('combobox', { name: /^(Day|Dag)$/ }).selectOption(String(Number(day)));
  await field
    .getByRole('combobox', { name: /^(Month|Måned)$/ })
    .selectOption(String(Number(month)));
  await field.getByRole('textbox', { name: /^(Year|År)$/ }).fill(year);
}
