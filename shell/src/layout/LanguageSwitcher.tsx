import { CURRENCY_BY_LANGUAGE, LANGUAGES, type Language } from '@boatcare/shared-domain/core';
import { currencyStore } from '@boatcare/shared-ui/core';
import { useNavigation } from '../islands/navigation.tsx';
import styles from './Menus.module.css';

/** en or da: swaps the first path segment and picks the currency people there expect. */
export function LanguageSwitcher({ current, label }: { current: string; label: string }) {
  const { navigate } = useNavigation();
  function choose(language: Language) {
    currencyStore.getState().setCurrency(CURRENCY_BY_LANGUAGE[language]);
    const { pathname, search, hash } = window.location;
    const rest = pathname.split('/').slice(2).join('/');
    navigate(`/${language}${rest ? `/${rest}` : ''}${search}${hash}`);
  }
  return (
    <div className={styles.languages} role="group" aria-label={label}>
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
