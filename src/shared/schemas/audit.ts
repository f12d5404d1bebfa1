/** One event of a client file's history as the History panel shows it. */
export type AuditEventView = {
  id: string;
  /** e.g. client.changed, document.viewed, fact-find.generated, offers.accepted, client.exported */
  action: string;
  summary: string;
  actorName: string;
  createdAt: string;
};
