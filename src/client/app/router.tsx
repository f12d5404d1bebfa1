import { createBrowserRouter } from 'react-router-dom';
import { SettingsPage } from '@/client/features/account/components/settings-page';
import { DashboardPage } from '@/client/features/clients/components/dashboard-page';
import { IntakePage } from '@/client/features/clients/components/intake-page';
import { FactFindPage } from '@/client/features/fact-find/components/fact-find-page';
import { QuestionnairePage } from '@/client/features/questionnaire/components/questionnaire-page';
import { DocumentFirstPage } from '@/client/features/documents/components/document-first-page';
import { ExtractedDataPage } from '@/client/features/documents/components/extracted-data-page';
import { UploadPage } from '@/client/features/documents/components/upload-page';
import { WorkflowPage } from '@/client/features/documents/components/workflow-page';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from './routes/not-found-page';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <DocumentFirstPage /> },
      { path: '/document-first', element: <DocumentFirstPage /> },
      { path: '/upload', element: <UploadPage /> },
      { path: '/upload/:clientId', element: <UploadPage /> },
      { path: '/documents', element: <WorkflowPage /> },
      { path: '/extracted-data', element: <ExtractedDataPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/intake', element: <IntakePage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/questionnaire/:clientId?', element: <QuestionnairePage /> },
      { path: '/fact-find/:clientId?', element: <FactFindPage /> },
      { path: '/clients/:clientId/fact-find', element: <FactFindPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
