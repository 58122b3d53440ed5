/**
 * The built-in texts of the notification emails (server-kit's notification queue sends them),
 * one per kind of event, in English and Danish. The back office may replace each one.
 */
const frame = (body: string) =>
  `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#14212b;max-width:560px">${body}<p style="color:#52606d;font-size:14px">BoatCare</p></div>`;

const v = (name: string, description: string) => ({ name, description });
const FIRST_NAME = v('firstName', 'First name of the receiver');
const TITLE = v('title', 'The boat and request the email is about');
const LINK = v('link', 'Address of the page to open');
const AMOUNT = v('amount', 'An amount, formatted with its currency');
const TEXT = v('text', 'The text written (a question, a review or a reason)');
const RATING = v('rating', 'Stars given, 1 to 5');
const COUNT = v('count', 'How many updates the email gathers');
const ITEMS = v('items', 'The list of updates, one line each (with a question or text written)');
const UNSUBSCRIBE = v('settingsLink', 'Address of the settings page (to turn these emails off)');

const button = (label: string, settings: string) =>
  `<p><a href="{{link}}" style="color:#0b6370">${label}</a></p><p style="color:#52606d;font-size:14px">${settings} <a href="{{settingsLink}}" style="color:#52606d">{{settingsLink}}</a></p>`;
const SETTINGS = [
  'You can turn these emails off in your settings:',
  'Du kan slå disse e-mails fra under dine indstillinger:',
] as const;

interface Pair {
  name: [string, string];
  subject: [string, string];
  body: [string, string];
  cta: [string, string];
  variables: { name: string; description: string }[];
}

function pair({ name, subject, body, cta, variables }: Pair) {
  const all = [FIRST_NAME, TITLE, LINK, UNSUBSCRIBE, ...variables];
  return {
    en: {
      name: name[0],
      subject: subject[0],
      htmlContent: frame(`<p>Hello {{firstName}},</p>${body[0]}${button(cta[0], SETTINGS[0])}`),
      variables: all,
    },
    da: {
      name: name[1],
      subject: subject[1],
      htmlContent: frame(`<p>Hej {{firstName}}</p>${body[1]}${button(cta[1], SETTINGS[1])}`),
      variables: all,
    },
  };
}

const OPEN_REQUEST: [string, string] = ['Open the request', 'Åbn opgaven'];
const OPEN_JOB: [string, string] = ['Open the job', 'Åbn jobbet'];

export const NOTIFICATION_TEMPLATES = {
  'notify-bid-received': pair({
    name: ['New offer on my request (English)', 'Nyt tilbud på min opgave (dansk)'],
    subject: ['New offer on {{title}}', 'Nyt tilbud på {{title}}'],
    body: [
      '<p>A provider made an offer of {{amount}} on {{title}}.</p>',
      '<p>En udbyder har givet et tilbud på {{amount}} på {{title}}.</p>',
    ],
    cta: ['See the offers', 'Se tilbuddene'],
    variables: [AMOUNT],
  }),
  'notify-question-received': pair({
    name: ['New question on my request (English)', 'Nyt spørgsmål til min opgave (dansk)'],
    subject: ['A provider asks about {{title}}', 'En udbyder spørger om {{title}}'],
    body: [
      '<p>A provider asked a question about {{title}}:</p><p style="white-space:pre-wrap">{{text}}</p><p>Your answer is shown to every provider who looks at the request.</p>',
      '<p>En udbyder har stillet et spørgsmål om {{title}}:</p><p style="white-space:pre-wrap">{{text}}</p><p>Dit svar vises for alle udbydere, der ser opgaven.</p>',
    ],
    cta: ['Answer the question', 'Besvar spørgsmålet'],
    variables: [TEXT],
  }),
  'notify-bid-accepted': pair({
    name: ['My offer accepted (English)', 'Mit tilbud er accepteret (dansk)'],
    subject: ['Your offer on {{title}} was accepted', 'Dit tilbud på {{title}} er accepteret'],
    body: [
      '<p>The owner accepted your offer of {{amount}} on {{title}}. You will hear from us when it is paid.</p>',
      '<p>Ejeren har accepteret dit tilbud på {{amount}} på {{title}}. Du hører fra os, når der er betalt.</p>',
    ],
    cta: OPEN_JOB,
    variables: [AMOUNT],
  }),
  'notify-payment-received': pair({
    name: ['Payment received (English)', 'Betaling modtaget (dansk)'],
    subject: ['{{title}} is paid: you can start', '{{title}} er betalt: du kan gå i gang'],
    body: [
      '<p>The owner paid for {{title}}. We hold the money until the job is confirmed.</p>',
      '<p>Ejeren har betalt for {{title}}. Vi holder pengene, indtil jobbet er bekræftet.</p>',
    ],
    cta: OPEN_JOB,
    variables: [],
  }),
  'notify-job-done': pair({
    name: ['Job marked done (English)', 'Job markeret som udført (dansk)'],
    subject: ['{{title}} is done: please check it', '{{title}} er udført: tjek det venligst'],
    body: [
      '<p>The provider marked {{title}} as done. Check the photos and confirm, or open a dispute. Without either, the job is confirmed by itself after 72 hours.</p>',
      '<p>Udbyderen har markeret {{title}} som udført. Se billederne og bekræft, eller åbn en tvist. Gør du ingen af delene, bekræftes jobbet automatisk efter 72 timer.</p>',
    ],
    cta: OPEN_REQUEST,
    variables: [],
  }),
  'notify-job-confirmed': pair({
    name: ['Job confirmed (English)', 'Job bekræftet (dansk)'],
    subject: ['{{title}} is confirmed', '{{title}} er bekræftet'],
    body: [
      '<p>The owner confirmed {{title}}. Your payout of {{amount}} is on its way. You can now review the owner.</p>',
      '<p>Ejeren har bekræftet {{title}}. Din udbetaling på {{amount}} er på vej. Du kan nu anmelde ejeren.</p>',
    ],
    cta: OPEN_JOB,
    variables: [AMOUNT],
  }),
  'notify-job-auto-confirmed': pair({
    name: ['Job confirmed automatically (English)', 'Job bekræftet automatisk (dansk)'],
    subject: ['{{title}} is confirmed', '{{title}} er bekræftet'],
    body: [
      '<p>{{title}} was confirmed automatically 72 hours after it was marked done. Your payout of {{amount}} is on its way.</p>',
      '<p>{{title}} blev bekræftet automatisk 72 timer efter, at det blev markeret som udført. Din udbetaling på {{amount}} er på vej.</p>',
    ],
    cta: OPEN_JOB,
    variables: [AMOUNT],
  }),
  'notify-payout-sent': pair({
    name: ['Payout sent (English)', 'Udbetaling sendt (dansk)'],
    subject: ['Payout for {{title}} sent', 'Udbetaling for {{title}} er sendt'],
    body: [
      '<p>We sent your payout of {{amount}} for {{title}}.</p>',
      '<p>Vi har sendt din udbetaling på {{amount}} for {{title}}.</p>',
    ],
    cta: OPEN_JOB,
    variables: [AMOUNT],
  }),
  'notify-dispute-opened': pair({
    name: ['Dispute opened (English)', 'Tvist åbnet (dansk)'],
    subject: ['The owner disputes {{title}}', 'Ejeren gør indsigelse mod {{title}}'],
    body: [
      '<p>The owner opened a dispute about {{title}}:</p><p style="white-space:pre-wrap">{{text}}</p><p>An administrator will look at it and decide.</p>',
      '<p>Ejeren har åbnet en tvist om {{title}}:</p><p style="white-space:pre-wrap">{{text}}</p><p>En administrator ser på sagen og træffer en afgørelse.</p>',
    ],
    cta: OPEN_JOB,
    variables: [TEXT],
  }),
  'notify-review-received': pair({
    name: ['Review received (English)', 'Anmeldelse modtaget (dansk)'],
    subject: ['You received a review for {{title}}', 'Du har fået en anmeldelse for {{title}}'],
    body: [
      '<p>You received {{rating}} of 5 stars for {{title}}:</p><p style="white-space:pre-wrap">{{text}}</p>',
      '<p>Du har fået {{rating}} ud af 5 stjerner for {{title}}:</p><p style="white-space:pre-wrap">{{text}}</p>',
    ],
    cta: ['See the review', 'Se anmeldelsen'],
    variables: [RATING, TEXT],
  }),
  'notify-care-due': pair({
    name: ['Boat care due (English)', 'Bådpleje forfalder (dansk)'],
    subject: ['{{care}} for {{title}} is due {{due}}', '{{care}} til {{title}} skal gøres {{due}}'],
    body: [
      '<p>{{care}} for {{title}} was last done {{lastDone}} and is due {{due}}.</p><p>Request it again in one click: the request is filled in from your boat.</p>',
      '<p>{{care}} til {{title}} blev sidst gjort {{lastDone}} og skal gøres {{due}}.</p><p>Bestil det igen med ét klik: opgaven udfyldes fra din båd.</p>',
    ],
    cta: ['Request this again', 'Bestil dette igen'],
    variables: [
      v('care', 'What is due (a coating, an engine service)'),
      v('due', 'The day it is due'),
      v('lastDone', 'The day it was last done'),
    ],
  }),
  'notify-export-ready': pair({
    name: ['Personal data archive ready (English)', 'Arkiv med persondata klar (dansk)'],
    subject: ['The data archive of {{title}} is ready', 'Dataarkivet for {{title}} er klar'],
    body: [
      '<p>The archive of the data BoatCare holds about {{title}} is ready. Download it from the page below within 24 hours: after that it is deleted, and you can ask for a new one.</p>',
      '<p>Arkivet med de data, BoatCare har om {{title}}, er klar. Hent det fra siden herunder inden for 24 timer: derefter slettes det, og du kan bede om et nyt.</p>',
    ],
    cta: ['Download the archive', 'Hent arkivet'],
    variables: [],
  }),
  'notify-plan-opened': pair({
    name: ['New care plan nearby (English)', 'Ny plejeplan i nærheden (dansk)'],
    subject: ['A season of care for {{title}}', 'En sæson med pleje til {{title}}'],
    body: [
      '<p>A boat owner near you wants a care plan for {{title}} over the season. Offer a price per visit: the owner chooses one provider for the whole season.</p>',
      '<p>En bådejer i nærheden ønsker en plejeplan til {{title}} hen over sæsonen. Giv en pris pr. besøg: ejeren vælger én udbyder til hele sæsonen.</p>',
    ],
    cta: ['See the plan', 'Se planen'],
    variables: [],
  }),
  'notify-plan-offer-received': pair({
    name: ['New offer on my care plan (English)', 'Nyt tilbud på min plejeplan (dansk)'],
    subject: [
      'New offer on the care plan for {{title}}',
      'Nyt tilbud på plejeplanen for {{title}}',
    ],
    body: [
      '<p>A provider offers {{amount}} per visit for the care plan of {{title}}.</p>',
      '<p>En udbyder tilbyder {{amount}} pr. besøg for plejeplanen for {{title}}.</p>',
    ],
    cta: ['See the offers', 'Se tilbuddene'],
    variables: [AMOUNT],
  }),
  'notify-digest': pair({
    name: ['Several updates on one request (English)', 'Flere nyheder om én opgave (dansk)'],
    subject: ['{{count}} updates on {{title}}', '{{count}} nyheder om {{title}}'],
    body: [
      '<p>Here is what happened on {{title}} in the last quarter of an hour:</p>{{items}}',
      '<p>Det her er sket på {{title}} i det seneste kvarter:</p>{{items}}',
    ],
    cta: ['Open the page', 'Åbn siden'],
    variables: [COUNT, ITEMS],
  }),
};
