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
} as const;
