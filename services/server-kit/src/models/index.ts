export * from './user.ts';
export * from './job-post.ts';
export * from './bid.ts';
export * from './job.ts';
export * from './define.ts';
export * from './club.ts';
export * from './membership-request.ts';
export * from './email-template.ts';
