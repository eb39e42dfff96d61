import { recordActivity } from '../activity-log';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../context';
import { notFound } from '../errors';
import { managedUserOf } from '../users/user-authority';
import { describeDevice } from './session-device';
import { deleteSessionOf, liveSessionsOf } from './session-list';
import { sessionPolicyOf } from './sessions';

/**
 * A user's own sessions, and an administrator's view of another's (docs/architecture.md,
 * Sessions). Ending one deletes its row: every process reads the session from the database on
 * each call, so each refuses it from its next call.
 */
export function sessionHandlers(ctx: AppContext): OperationHandlers {
  const { db, sessions } = ctx;
  const policy = sessionPolicyOf(ctx.settings);

  return {
    async listMySessions(request) {
      const principal = principalOf(request);
      return { sessions: await liveSessionsOf(db, principal.id, policy, ctx.clock(), request.session?.row.id) };
    },

    async endMySession(request, reply) {
      const principal = principalOf(request);
      const ended = await deleteSessionOf(db, principal.id, request.params.session);
      if (!ended) throw notFound('session');
      if (ended.id === request.session?.row.id) sessions.clearCookies(reply);
      return reply.status(204).send();
    },

    async listUserSessions(request) {
      const user = await managedUserOf(db, principalOf(request), request.params.id);
      return { sessions: await liveSessionsOf(db, user.id, policy, ctx.clock(), request.session?.row.id) };
    },

    async endUserSession(request, reply) {
      const principal = principalOf(request);
      const ended = await db.transaction().execute(async (trx) => {
        const user = await managedUserOf(trx, principal, request.params.id);
        const session = await deleteSessionOf(trx, user.id, request.params.session);
        if (!session) throw notFound('session');
        await recordActivity(trx, {
          causerId: principal.id,
          action: 'session_ended',
          subject: { type: 'user', id: user.id, label: user.email },
          // The device and where it was used, never the session's id or its hash.
          properties: {
            device: describeDevice(session.user_agent),
            ip_address: session.ip_address,
            signed_in_at: session.created_at.toISOString(),
          },
          origin: originOf(request),
        });
        return session;
      });
      // An administrator ending their own current session from their user view signs out too.
      if (ended.id === request.session?.row.id) sessions.clearCookies(reply);
      return reply.status(204).send();
    },
  };
}
