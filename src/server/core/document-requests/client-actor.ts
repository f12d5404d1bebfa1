/** Who the audit trail names for what a client does through their request link. */
export const clientActor = { id: null, name: 'The client (document request)' };
