import { expect, test } from '../support/fixtures.ts';
import { currentSeason, seasonStartText } from '@boatcare/shared-domain/clubs';
import { postClubRequest, providerBids, shoot, sameWeek } from '../support/clubs.ts';
import { registerOwner, signInAs } from '../support/payment-setup.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

const CLUB = 'Royal Danish Yacht Club';

test('a new owner joins the demo club, the club accepts and vouches, the owner sees the badge', async ({
  browser,
  clubPage,
  providerPage,
  request,
}) => {
  test.setTimeout(480_000);
  const shots = test.info().outputPath('screens');
  const owner = await registerOwner(request);
  const ownerPage = await (await browser.newContext()).newPage();

  // The owner finds the club from the customer menu and asks to join.
  await signInAs(ownerPage, owner);
  await ownerPage.getByRole('link', { name: 'My club' }).first().click();
  await expectScreen(ownerPage, 'myClub');
  await expect(ownerPage.getByText('You have not asked to join a club yet.')).toBeVisible();
  await ownerPage.getByRole('searchbox', { name: 'Search clubs' }).fill('royal danish');
  await ownerPage.getByRole('button', { name: `Join Club: ${CLUB}` }).click();
  const dialog = ownerPage.getByRole('alertdialog');
  await expect(dialog).toContainText(`Join ${CLUB}?`);
  await expectAccessible(ownerPage);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(ownerPage.getByText('Membership request sent successfully!')).toBeVisible();
  const requests = ownerPage.getByRole('region', { name: 'My membership requests' });
  await expect(requests.getByText(CLUB)).toBeVisible();
  await expect(requests.getByText('Pending')).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'Clubs' }).getByText('Pending')).toBeVisible();
  await expectAccessible(ownerPage);

  // The club, on its dashboard, accepts.
  await openScreen(clubPage, 'clubDashboard');
  await expect(clubPage.getByRole('heading', { name: 'Club dashboard' })).toBeVisible();
  await expectAccessible(clubPage);
  await clubPage.getByRole('button', { name: 'Accept the request from Nora Owner' }).click();
  await clubPage.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(clubPage.getByText('Membership request updated.')).toBeVisible();
  const members = clubPage.getByRole('region', { name: 'Members' });
  await expect(members.getByText(owner.email)).toBeVisible();

  // The owner sees Accepted.
  await ownerPage.reload();
  await expect(requests.getByText('Accepted')).toBeVisible();

  // The club vouches for the demo provider.
  const providers = clubPage.getByRole('region', { name: 'Verified providers' });
  await providers.getByRole('searchbox', { name: 'Find a provider' }).fill('copenhagen boat');
  await providers.getByRole('button', { name: 'Vouch for Copenhagen Boat Care' }).click();
  await expect(clubPage.getByText('Provider verified.')).toBeVisible();
  await expect(
    providers.getByRole('button', { name: 'Remove Copenhagen Boat Care' }),
  ).toBeVisible();
  await expectAccessible(clubPage);

  // The owner posts a request; the provider bids; the bid is marked.
  const postId = await postClubRequest(request, owner.token, 'Klitrose');
  await providerBids(request, postId, 420_00);
  await openScreen(ownerPage, 'requestDetail', { id: postId });
  await expect(ownerPage.getByText(`Verified by ${CLUB}`)).toBeVisible();
  await expectAccessible(ownerPage);

  // A second member; both ask for work at the club harbour in the same week: one batch.
  const second = await registerOwner(request);
  const secondPage = await (await browser.newContext()).newPage();
  await signInAs(secondPage, second);
  await openScreen(secondPage, 'myClub');
  await secondPage.getByRole('searchbox', { name: 'Search clubs' }).fill('royal');
  await secondPage.getByRole('button', { name: `Join Club: ${CLUB}` }).click();
  await secondPage.getByRole('alertdialog').getByRole('button', { name: 'Send request' }).click();
  // the request itself, not its toast (which may be gone again on a loaded machine)
  await expect(
    secondPage.getByRole('region', { name: 'My membership requests' }).getByText('Pending'),
  ).toBeVisible();
  await clubPage.reload();
  await clubPage.getByRole('button', { name: 'Accept the request from Nora Owner' }).click();
  await clubPage.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(clubPage.getByText('Membership request updated.')).toBeVisible();
  // Harbour activity counts the members' requests this boating season, and says since when.
  const season = clubPage.getByLabel('Requests this season');
  await expect(season).toContainText(
    `Since ${seasonStartText(currentSeason(new Date()).startDay, 'en')}`,
  );
  const before = Number(await season.locator('strong').textContent());
  const [wednesday, thursday] = sameWeek();
  await postClubRequest(request, owner.token, 'Havørnen', wednesday);
  await postClubRequest(request, second.token, 'Mågen', thursday);
  await clubPage.reload();
  await expect(season.locator('strong')).toHaveText(String(before + 2));

  await openScreen(providerPage, 'supplierDashboard');
  await providerPage.getByRole('link', { name: 'Pier batches' }).first().click();
  await expectScreen(providerPage, 'supplierBatches');
  const batch = providerPage.getByRole('region', { name: CLUB });
  await expect(batch.getByText('Havørnen', { exact: true })).toBeVisible();
  await expect(batch.getByText('Mågen', { exact: true })).toBeVisible();
  await expect(batch.locator('dd').first()).toHaveText('2');
  await expect(batch).not.toContainText('Nora');
  await expect(batch).not.toContainText(second.email);
  await expectAccessible(providerPage);
  await batch.getByRole('textbox', { name: /Offer for Havørnen/ }).fill('300');
  await batch.getByRole('textbox', { name: /Offer for Havørnen/ }).press('Enter');
  await expect(providerPage.getByText('Offer on Havørnen saved.')).toBeVisible();
  await batch.getByRole('textbox', { name: /Offer for Mågen/ }).fill('280');
  await batch.getByRole('textbox', { name: /Offer for Mågen/ }).press('Enter');
  await expect(providerPage.getByText('Offer on Mågen saved.')).toBeVisible();
  await shoot(providerPage, 'supplierBatches', 'supplier-batches', shots);

  // Every club and my-club screen, at desktop and phone widths, in English and Danish.
  await shoot(ownerPage, 'myClub', 'my-club', shots);
  await shoot(clubPage, 'clubDashboard', 'club-dashboard', shots);
  await shoot(clubPage, 'clubMembership', 'club-membership', shots);
  await shoot(clubPage, 'clubProfile', 'club-profile', shots);
  await openScreen(clubPage, 'clubMembership');
  await expect(clubPage.locator('main h1')).toBeVisible();
  await expectAccessible(clubPage);

  // The member leaves; the club no longer lists them.
  await openScreen(ownerPage, 'myClub');
  await ownerPage.getByRole('button', { name: `Leave club: ${CLUB}` }).click();
  await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(ownerPage.getByText('You have left the club.')).toBeVisible();
  await openScreen(clubPage, 'clubDashboard');
  await expect(
    clubPage.getByRole('region', { name: 'Members' }).getByText(owner.email),
  ).toHaveCount(0);
});
