import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The base styles first: every component's own style sheet comes after them and refines them.
import './styles/global.css';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
