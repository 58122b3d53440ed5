import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLinks } from '@boatcare/shared-ui/core';
import { registerPath } from '../pages/register/register-path.ts';
import styles from './Footer.module.css';

/** The four service pages use the slugs the spec names (one with an underscore). */
const SERVICE_PAGES = [
  'boat-cleaning',
  'hull_polishing',
  'interior-detailing',
  'coating-services',
] as const;

function LegalLine() {
  const { t } = useTranslation();
  const link = useLinks();
  return (
    <div className={styles.legal}>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <ul>
        <li>
          <Link to={link('privacy')}>{t('footer.privacy')}</Link>
        </li>
        <li>
          <Link to={link('terms')}>{t('footer.terms')}</Link>
        </li>
      </ul>
    </div>
  );
}

/** A visitor's footer: what BoatCare is, how to start, the service pages and the company. */
export function Footer() {
  const { t } = useTranslation();
  const link = useLinks();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section>
          <h2>BoatCare</h2>
          <p>{t('footer.tagline')}</p>
        </section>
        <nav aria-labelledby="footer-start">
          <h2 id="footer-start">{t('footer.getStarted')}</h2>
          <ul>
            <li>
              <Link to={link('register')}>{t('footer.register')}</Link>
            </li>
            <li>
              <Link to={registerPath(link('register'), { as: 'provider' })}>
                {t('footer.becomeProvider')}
              </Link>
            </li>
            <li>
              <Link to={link('login')}>{t('footer.signIn')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.services')}</h2>
          <ul>
            {SERVICE_PAGES.map((slug) => (
              <li key={slug}>
                <Link to={link('contentPage', { slug })}>
                  {t(`footer.pages.${slug.replace(/-/g, '_')}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.company')}</h2>
          <ul>
            <li>
              <Link to={link('about')}>{t('footer.about')}</Link>
            </li>
            <li>
              <Link to={link('faq')}>{t('footer.faq')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <LegalLine />
    </footer>
  );
}

/** A signed-in user's footer: the legal line only, out of the way of the work. */
export function SlimFooter() {
  return (
    <footer className={`${styles.footer} ${styles.slim}`}>
      <LegalLine />
    </footer>
  );
}
