import { createBrowserRouter } from 'react-router-dom';
import { SettingsPage } from '@/client/features/account/components/settings-page';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from './routes/not-found-page';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/settings', element: <SettingsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
