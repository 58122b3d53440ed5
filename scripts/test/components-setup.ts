import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import en from '../../shared-domain/src/i18n/en_translation.json' with { type: 'json' };

/**
 * The components project: the real English texts (so tests read what a user reads) in the one
 * i18next instance every app's useTranslation uses, and a clean document after each test.
 */
await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// jsdom has <dialog> but not (all of) its modal methods.
const dialog = globalThis.HTMLDialogElement?.prototype;
if (dialog && typeof dialog.showModal !== 'function') {
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
}
if (dialog && typeof dialog.close !== 'function') {
  dialog.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => cleanup());
