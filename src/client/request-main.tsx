import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { cspNonce } from './lib/csp-nonce';
import { ClientRequestApp } from './app/client-request-app';
import './styles.css';

// The client's document request link (/r/<token>) is its own entry: a client on a phone downloads only
// the request's page, none of the adviser's app (npm run bench:bundle prints both).
if (cspNonce) setNonce(cspNonce);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <ClientRequestApp />
  </StrictMode>,
);
