import type { Client } from '@/shared/schemas/client';
import type { clients } from '@/server/db/schema';

/** A client row as the API returns it: dates as ISO strings, the practice left out. */
export function toClientResponse(row: typeof clients.$inferSelect): Client {
  const {
    practiceId: _practiceId,
    createdById: _createdById,
    consentAt,
    archivedAt,
    createdAt,
    updatedAt,
    ...fields
  } = row;
  return {
    ...fields,
    propertyOwnership: fields.propertyOwnership ?? null,
    dependants: fields.dependants.map((dependant) => ({
      name: dependant.name,
      dateOfBirth: dependant.dateOfBirth ?? null,
      relationship: dependant.relationship ?? null,
    })),
    consentAt: consentAt?.toISOString() ?? null,
    archivedAt: archivedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  } as Client;
}
