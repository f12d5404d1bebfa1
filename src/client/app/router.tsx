import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from './routes/not-found-page';

// Each screen is its own chunk, loaded when first visited: the sign-in screen does not wait for the
// Fact Find, the camera or the questionnaire.
const screen = (load: () => Promise<{ Component: () => React.ReactNode }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

const documentFirst = screen(async () => ({
  Component: (await import('@/client/features/documents/components/document-first-page')).DocumentFirstPage,
}));
const upload = screen(async () => ({
  Component: (await import('@/client/features/documents/components/upload-page')).UploadPage,
}));
const factFind = screen(async () => ({
  Component: (await import('@/client/features/fact-find/components/fact-find-page')).FactFindPage,
}));

/** The app's routes; made once the adviser is signed in (signed-in-app.tsx). */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <AppShell />,
      children: [
        { path: '/', ...documentFirst },
        { path: '/document-first', ...documentFirst },
        { path: '/upload', ...upload },
        { path: '/upload/:clientId', ...upload },
        {
          path: '/documents',
          ...screen(async () => ({
            Component: (await import('@/client/features/documents/components/workflow-page')).WorkflowPage,
          })),
        },
        {
          path: '/extracted-data',
          ...screen(async () => ({
            Component: (await import('@/client/features/documents/components/extracted-data-page'))
              .ExtractedDataPage,
          })),
        },
        {
          path: '/dashboard',
          ...screen(async () => ({
            Component: (await import('@/client/features/clients/components/dashboard-page')).DashboardPage,
          })),
        },
        {
          path: '/intake',
          ...screen(async () => ({
            Component: (await import('@/client/features/clients/components/intake-page')).IntakePage,
          })),
        },
        {
          path: '/settings',
          ...screen(async () => ({
            Component: (await import('@/client/features/account/components/settings-page')).SettingsPage,
          })),
        },
        {
          path: '/questionnaire/:clientId?',
          ...screen(async () => ({
            Component: (await import('@/client/features/questionnaire/components/questionnaire-page'))
              .QuestionnairePage,
          })),
        },
        { path: '/fact-find/:clientId?', ...factFind },
        { path: '/clients/:clientId/fact-find', ...factFind },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
