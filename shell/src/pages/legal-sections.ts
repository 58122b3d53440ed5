/** The sections of each legal text, in order; their texts are under `{base}.sections.{id}`. */
export const PRIVACY_SECTIONS = [
  'introduction',
  'controller',
  'dataCollected',
  'purposes',
  'legalBasis',
  'sharing',
  'retention',
  'rights',
  'security',
  'complaints',
  'changes',
  'contact',
  'cookies',
] as const;

export const TERMS_USER_SECTIONS = [
  'about',
  'eligibility',
  'account',
  'requests',
  'payment',
  'cancellation',
  'access',
  'ratings',
  'liability',
  'changes',
] as const;

export const TERMS_PROVIDER_SECTIONS = [
  'about',
  'eligibility',
  'profile',
  'bidding',
  'fees',
  'work',
  'cancellation',
  'liability',
  'changes',
] as const;

export const ABOUT_SECTIONS = ['story', 'whatWeDo', 'promise'] as const;
