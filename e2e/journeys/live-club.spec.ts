import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { RouteName } from '@boatcare/shared-domain/core';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as club from '@boatcare/shared-domain/endpoints/club';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import { signedInPage } from '../support/accounts.ts';
import { call } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectScreen } from '../support/navigate.ts';
import { LIVE, openLive } from '../support/live.ts';
import { registerAccount } from '../support/registration.ts';

const CLUB = 'Royal Danish Yacht Club';

/** A Danish screen, its live connection open. */
const openDanish = (page: Page, name: RouteName) => openLive(page, name, {}, { lng: 'da' });

test('club and owner, live and in Danish: a membership request reaches the club, its answer the owner; the bells count and clear', async ({
  browser,
  clubPage,
  request,
}) => {
  test.setTimeout(180_000);
  // A new owner who reads Danish, with a name of her own (other journeys ask to join too).
  const lastName = `Havn${randomUUID().slice(0, 6)}`;
  const owner = await registerAccount(request, {
    role: 'customer',
    firstName: 'Ida',
    lastName,
    password: 'sea-breeze-2030',
    emailPrefix: 'live-member',
  });
  await call(request, authApi.saveSettings, {
    token: owner.token,
    body: { language_code: 'da', currency_code: 'DKK' },
  });
  const member = `Ida ${lastName}`;

  const ownerPage = await signedInPage(browser, owner.email, owner.password, { lng: 'da' });
  await openDanish(ownerPage, 'myClub');
  await openDanish(clubPage, 'clubMembership');
  // The club's list has loaded (with requests or without) before the owner acts.
  await expect(
    clubPage.getByText(
      /venter på dit svar|Du har besvaret alle anmodninger|Ingen medlemsanmodninger/,
    ),
  ).toBeVisible();

  // The owner asks to join (on her phone): the club's open list shows her at once.
  const found = await call(request, club.search, {
    token: owner.token,
    query: { q: 'royal danish' },
  });
  const clubId = found.data.find((one) => one.name === CLUB)?.id ?? '';
  await call(request, membership.create, { token: owner.token, body: { clubId } });
  await expect(clubPage.getByText(owner.email)).toBeVisible(LIVE);

  // The club's bell counts it (other journeys' requests may be there too) and says it in Danish.
  const clubBell = clubPage.getByTestId('notification-bell');
  await expect(clubBell).toHaveAccessibleName(/^Notifikationer, \d+ ulæste?$/, LIVE);
  await clubBell.click();
  const notice = clubPage
    .getByRole('region', { name: 'Notifikationer' })
    .getByRole('link', { name: `Ulæst: ${member} vil gerne være medlem af jeres klub` });
  await expect(notice).toBeVisible();
  await notice.click();
  await expectScreen(clubPage, 'clubMembership', {}, { lng: 'da' });

  // The club accepts on its screen: the owner's open page shows it, and her bell.
  await clubPage.getByRole('button', { name: `Godkend anmodningen fra ${member}` }).click();
  await clubPage.getByRole('alertdialog').getByRole('button', { name: 'Godkend' }).click();
  const requests = ownerPage.getByRole('region', { name: 'Mine medlemsanmodninger' });
  await expect(requests.getByText('Accepteret')).toBeVisible(LIVE);
  const ownerBell = ownerPage.getByTestId('notification-bell');
  await expect(ownerBell).toHaveAccessibleName('Notifikationer, 1 ulæst', LIVE);
  await ownerBell.click();
  const panel = ownerPage.getByRole('region', { name: 'Notifikationer' });
  await expect(panel.getByRole('link')).toHaveText([
    `Ulæst: Din medlemsanmodning til ${CLUB} er besvaret`,
  ]);
  await panel.getByRole('button', { name: 'Markér alle som læst' }).click();
  await expect(ownerBell).toHaveAccessibleName('Notifikationer', LIVE);
  await expect(panel.getByRole('link')).toHaveText([
    `Din medlemsanmodning til ${CLUB} er besvaret`,
  ]);
  await ownerPage.context().close();
});
