import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
const [url, role] = process.argv.slice(2);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
if (role) {
  const r = await fetch(new URL('/v1/auth/login', url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${role}@boatcare.test`, password: 'boatcare-demo' }) });
  const text = await r.text();
  await page.goto(new URL('/robots.txt', url!).href);
  await page.evaluate((t) => localStorage.setItem('user', t), text);
}
const result = await lighthouse(url!, { logLevel: 'error', output: 'json', disableStorageReset: !!role, onlyCategories: ['performance'] }, undefined, page);
const lhr = result!.lhr;
for (const id of ['layout-shifts', 'cls-culprits-insight', 'largest-contentful-paint', 'total-blocking-time', 'lcp-breakdown-insight', 'network-dependency-tree-insight', 'bootup-time', 'mainthread-work-breakdown'])
  console.log(id, lhr.audits[id]?.displayValue, JSON.stringify(lhr.audits[id]?.details)?.slice(0, 1500));
await browser.close();
