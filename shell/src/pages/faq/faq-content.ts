/** The help page's questions: tab -> category -> item ids; texts at `faq.{tab}.{category}.items.{item}.q/a`. */
export const FAQ = {
  owner: {
    gettingStarted: ['howItWorks', 'services', 'account'],
    pricing: ['estimate', 'fee', 'payment'],
    bookings: ['cancel', 'present', 'unhappy'],
    vip: ['benefits', 'cancelVip'],
  },
  provider: {
    joining: ['who', 'start', 'radius'],
    bidding: ['find', 'bid', 'won'],
    payments: ['commission', 'payout', 'cancelled'],
    account: ['settings', 'subscription'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type FaqTab = keyof typeof FAQ;
export const FAQ_TABS = Object.keys(FAQ) as FaqTab[];
