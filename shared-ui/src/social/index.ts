export * from './usePostMessages.ts';
export * from './Stars.tsx';
export * from './RatingCard.tsx';
export * from './MessagesPanel.tsx';
export * from './ReviewsPanel.tsx';
export * from './UnreadBadge.tsx';
