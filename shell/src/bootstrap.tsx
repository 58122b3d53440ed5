import { createRoot } from 'react-dom/client';
import { adoptSiteCurrency, initI18n } from '@boatcare/shared-ui';
import '@boatcare/shared-ui/styles.css';
import { App } from './app/App.tsx';

void initI18n(location.pathname.split('/')[1] ?? '');
void adoptSiteCurrency();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(<App />);
