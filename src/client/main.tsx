import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { cspNonce } from './lib/csp-nonce';
import { App } from './app/app';
import './styles.css';

// Radix's scroll lock writes a <style> element; the page's CSP accepts it only with the nonce.
if (cspNonce) setNonce(cspNonce);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
