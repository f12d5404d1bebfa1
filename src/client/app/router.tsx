import { createBrowserRouter, Navigate } from 'react-router-dom';
import { SettingsPage } from '@/client/features/account/components/settings-page';
import { DashboardPage } from '@/client/features/clients/components/dashboard-page';
import { IntakePage } from '@/client/features/clients/components/intake-page';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from './routes/not-found-page';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      // Until the documents-first page exists, the home path shows the dashboard.
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/intake', element: <IntakePage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
