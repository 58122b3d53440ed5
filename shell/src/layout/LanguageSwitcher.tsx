import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CURRENCY_BY_LANGUAGE, LANGUAGES, type Language } from '@boatcare/shared-domain/core';
import { currencyStore, useLanguage } from '@boatcare/shared-ui/core';
import styles from './Menus.module.css';

/** en or da: swaps the first path segment and picks the currency people there expect. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  function choose(language: Language) {
    currencyStore.getState().setCurrency(CURRENCY_BY_LANGUAGE[language]);
    const rest = pathname.split('/').slice(2).join('/');
    void navigate(`/${language}${rest ? `/${rest}` : ''}${search}${hash}`);
  }
  return (
    <div className={styles.languages} role="group" aria-label={t('nav.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.language}
          aria-pressed={current === language}
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
