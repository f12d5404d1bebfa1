import type { Goal, GoalAudioNote, GoalPriority } from '@/shared/schemas/fact-find';
import type { goalAudioNotes, goals } from '@/server/db/schema';

export function toGoalResponse(row: typeof goals.$inferSelect): Goal {
  const { clientId: _clientId, updatedAt: _updatedAt, createdAt, priority, ...fields } = row;
  const known: GoalPriority = priority === 'high' || priority === 'low' ? priority : 'medium';
  return { ...fields, priority: known, createdAt: createdAt.toISOString() };
}

export function toGoalAudioNoteResponse(row: typeof goalAudioNotes.$inferSelect): GoalAudioNote {
  return {
    id: row.id,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
  };
}
