/** Advisers created before the app starts; each browser test file signs in as its own to stay independent. */
export const e2eAdvisers = {
  shell: {
    email: 'shell.adviser@example.com.au',
    name: 'Olivia Shell',
    password: 'shell adviser password',
    subscriptionTier: 'enterprise',
    practiceName: 'Shell Practice',
  },
  settings: {
    email: 'settings.adviser@example.com.au',
    name: 'Sam Settings',
    password: 'settings adviser password',
    subscriptionTier: 'professional',
    practiceName: 'Settings Practice',
  },
  clients: {
    email: 'clients.adviser@example.com.au',
    name: 'Chloe Clients',
    password: 'clients adviser password',
    subscriptionTier: 'professional',
    practiceName: 'Clients Practice',
  },
  documents: {
    email: 'documents.adviser@example.com.au',
    name: 'Dana Documents',
    password: 'documents adviser password',
    subscriptionTier: 'professional',
    practiceName: 'Documents Practice',
  },
  factFind: {
    email: 'factfind.adviser@example.com.au',
    name: 'Felix Factfind',
    password: 'fact find adviser password',
    subscriptionTier: 'enterprise',
    practiceName: 'Harbour Wealth Partners',
  },
  questionnaire: {
    email: 'questionnaire.adviser@example.com.au',
    name: 'Quinn Questionnaire',
    password: 'questionnaire adviser password',
    subscriptionTier: 'professional',
    practiceName: 'Questionnaire Practice',
  },
  clientDocuments: {
    email: 'client.documents.adviser@example.com.au',
    name: 'Drew Documents',
    password: 'client documents adviser password',
    subscriptionTier: 'professional',
    practiceName: 'Client Documents Practice',
  },
  accessibility: {
    email: 'accessibility.adviser@example.com.au',
    name: 'Ava Access',
    password: 'accessibility adviser password',
    subscriptionTier: 'professional',
    practiceName: 'Accessibility Practice',
  },
} as const;
