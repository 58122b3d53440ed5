import { expect } from '@playwright/test';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import { globOf } from '../support/api.ts';
import { test } from '../support/public-pages.ts';
import { outboxFor, uniqueEmail } from '../support/outbox.ts';
import { openScreen } from '../support/navigate.ts';

const SUPPORT = 'support@boatcare.test';

test('the contact form checks its fields, sends the message to support and says so', async ({
  page,
  request,
}) => {
  const sender = uniqueEmail('contact');
  await openScreen(page, 'faq');
  const opener = page.getByRole('button', { name: 'Contact us' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();

  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Message is required')).toBeVisible();

  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill('ada-at-example');
  await dialog.getByLabel('Message').fill('Do you clean 45 ft catamarans in Aarhus?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();

  await dialog.getByLabel('Email').fill(sender);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await expect
    .poll(
      async () =>
        (await outboxFor(request, SUPPORT)).find((mail) => mail.replyTo?.includes(sender)) ?? null,
    )
    .toMatchObject({
      to: [SUPPORT],
      subject: 'Contact form: message from Ada Lovelace',
      text: expect.stringContaining('Do you clean 45 ft catamarans in Aarhus?'),
    });
});

test('a failed send shows the failure and keeps what was typed', async ({ page }) => {
  await page.route(globOf(authApi.emailSend), (route) =>
    route.fulfill({
      status: 502,
      json: {
        statusCode: 502,
        error: 'Bad Gateway',
        code: 'contact.sendFailed',
        message: 'Failed to send email',
      },
    }),
  );
  await openScreen(page, 'faq');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await dialog.getByLabel('Name').fill('Bo');
  await dialog.getByLabel('Email').fill('bo@example.com');
  await dialog.getByLabel('Message').fill('Hello');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Failed to send email')).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveValue('Hello');
});

test('Escape closes the contact form', async ({ page }) => {
  await openScreen(page, 'faq', {}, { lng: 'da' });
  await page.getByRole('button', { name: 'Kontakt os' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt os' });
  await expect(dialog.getByLabel('Navn')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
