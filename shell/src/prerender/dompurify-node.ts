/**
 * DOMPurify for the prerender bundle: Node has no window, so it runs on jsdom's (the built-in
 * texts are sanitised as they are in the browser).
 */
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify/dist/purify.js';

const DOMPurify = createDOMPurify(new JSDOM('').window);
export default DOMPurify;
