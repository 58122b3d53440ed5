import { pathTo, type PathLanguage } from '@boatcare/shared-domain/core';
import { registerPath } from '../pages/register/register-path.ts';
import { HeaderFrame, HeaderLink, type HeaderFrameTexts } from './HeaderFrame.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import styles from './Header.module.css';

export interface VisitorHeaderProps {
  path: string;
  language: PathLanguage;
  texts: HeaderFrameTexts & {
    vip: string;
    faq: string;
    becomeProvider: string;
    signIn: string;
    register: string;
    language: string;
  };
}

/**
 * A visitor's header (an island on the prerendered pages): the public links, "Become a provider"
 * and "Sign in" (in the folded menu on a phone), and "Register", always in sight.
 */
export function VisitorHeader({ path, language, texts }: VisitorHeaderProps) {
  const link = (name: 'vipBenefits' | 'faq' | 'login' | 'register') => pathTo(language, name);
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
          <HeaderLink href={registerPath(link('register'), { as: 'provider' })} path={path}>
            {texts.becomeProvider}
          </HeaderLink>
          <HeaderLink href={link('login')} path={path} className={styles.narrowOnly}>
            {texts.signIn}
          </HeaderLink>
        </>
      }
      tools={
        <>
          <LanguageSwitcher current={language} label={texts.language} />
          <HeaderLink href={link('login')} path={path} className={styles.wideOnly}>
            {texts.signIn}
          </HeaderLink>
          <HeaderLink href={link('register')} path={path} className={styles.register}>
            {texts.register}
          </HeaderLink>
        </>
      }
    />
  );
}
