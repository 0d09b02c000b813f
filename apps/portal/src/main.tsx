import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadUserOnStart } from './features/auth/load-user.ts';

void loadUserOnStart();
createRoot(document.getElementById('root')!).render(<App />);
