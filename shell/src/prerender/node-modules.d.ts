/** The little of jsdom and DOMPurify's UMD file the prerender bundle uses (dompurify-node.ts). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
declare module 'dompurify/dist/purify.js' {
  export { default } from 'dompurify';
}
