import { pathTo, type PathLanguage } from '@boatcare/shared-domain/core';
import { HeaderFrame, HeaderLink, type HeaderFrameTexts } from './HeaderFrame.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import styles from './Header.module.css';

export interface VisitorHeaderProps {
  path: string;
  language: PathLanguage;
  texts: HeaderFrameTexts & { vip: string; faq: string; signIn: string; language: string };
}

/** A visitor's header (an island on the prerendered pages): the public links and sign-in. */
export function VisitorHeader({ path, language, texts }: VisitorHeaderProps) {
  const link = (name: 'vipBenefits' | 'faq' | 'login') => pathTo(language, name);
  return (
    <HeaderFrame
      path={path}
      homeHref={pathTo(language, 'home')}
      texts={texts}
      links={
        <>
          <HeaderLink href={link('vipBenefits')} path={path}>
            {texts.vip}
          </HeaderLink>
          <HeaderLink href={link('faq')} path={path}>
            {texts.faq}
          </HeaderLink>
        </>
      }
      tools={
        <>
          <LanguageSwitcher current={language} label={texts.language} />
          <HeaderLink href={link('login')} path={path} className={styles.active}>
            {texts.signIn}
          </HeaderLink>
        </>
      }
    />
  );
}
