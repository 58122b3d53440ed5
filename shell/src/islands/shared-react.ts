/**
 * The island entry's React, offered to the app: when the app takes a page over from its islands
 * (a signed-in person, the FAQ's contact form), Module Federation's share scope hands the app
 * these modules instead of loading its own copy (shell/src/remotes/islands-react-plugin.ts), so
 * the page runs one React. The same packages and versions: both are built from this repository.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { ISLANDS_REACT, type IslandsReact } from './islands-react-key.ts';

export function offerReactToApp() {
  const modules: IslandsReact = {
    react: React,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
    'react/jsx-runtime': JsxRuntime,
  };
  Object.assign(window, { [ISLANDS_REACT]: modules });
}
