import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminAuditEntry } from '../../db/port';
import { userAgentOf } from './authentication';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Appends to the administrators' audit what a request did: who (the signed-in administrator,
     * or `actor` for a sign-in), the client's address and user agent. A failed write is logged,
     * never the request's failure.
     */
    audit(
      request: FastifyRequest,
      entry: Pick<AdminAuditEntry, 'action'> &
        Partial<Pick<AdminAuditEntry, 'targetType' | 'targetId' | 'details'>> & {
          actor?: { id: number | null; username: string };
        },
    ): Promise<void>;
  }
}

export const audit = fp(
  async (app: FastifyInstance) => {
    app.decorate('audit', async (request, entry) => {
      const actor = entry.actor ?? {
        id: request.admin?.id ?? null,
        username: request.admin?.username ?? '',
      };
      await app.repos.adminAudit
        .append({
          actorId: actor.id,
          actorUsername: actor.username,
          action: entry.action,
          targetType: entry.targetType ?? null,
          targetId: entry.targetId ?? null,
          ip: request.ip,
          userAgent: userAgentOf(request),
          details: entry.details ?? {},
        })
        .catch((error: unknown) =>
          request.log.error({ err: error, action: entry.action }, 'audit entry not written'),
        );
    });
  },
  { name: 'audit', dependencies: ['database'] },
);
