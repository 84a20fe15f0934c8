import { apiRoutes, moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http-error';
import { checkNewPassword } from '../security/password-policy';
import { hashPassword } from '../security/passwords';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const { listAdministrators, createAdministrator, updateAdministrator, deleteAdministrator } =
  apiRoutes;
const { endAdministratorSessions } = moreRoutes;
const DUPLICATE = 'Администратор с таким именем уже существует';
const NOT_FOUND = 'Администратор не найден';

const duplicate = () => new HttpError(409, DUPLICATE, 'error', 'username');

function conflictOnDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw duplicate();
  throw error;
}

/**
 * Administrator accounts, superadmin only. The list holds the accounts with the role admin; new
 * accounts are admins; a password change ends the account's sessions; nobody deletes themself.
 * Roles cannot be changed through the API, so a superadmin cannot demote themself either.
 */
export const administratorRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const admins = app.repos.administrators;
  const superadminOnly = app.requireRole('superadmin');

  app.get(
    listAdministrators.path,
    {
      onRequest: superadminOnly,
      schema: { response: listAdministrators.response, ...routeDocs(listAdministrators) },
    },
    async () => {
      const list = await admins.listByRole('admin');
      // Additive: each account's second factors in numbers (three grouped reads for the page).
      const summaries = await app.repos.passkeys.summaries(list.map((admin) => admin.id));
      const none = { totp: false, passkeys: 0, recoveryCodesLeft: 0 };
      return list.map((admin) => ({ ...admin, secondFactor: summaries.get(admin.id) ?? none }));
    },
  );

  app.post(
    createAdministrator.path,
    {
      onRequest: superadminOnly,
      bodyLimit: 8 * 1024,
      schema: {
        body: createAdministrator.body,
        response: createAdministrator.response,
        ...routeDocs(createAdministrator),
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      checkNewPassword(password, username);
      if (await admins.findByUsername(username)) throw duplicate();
      const passwordHash = await hashPassword(password);
      let id: number;
      try {
        id = await admins.create({ username, passwordHash, role: 'admin' });
      } catch (error) {
        conflictOnDuplicate(error);
      }
      request.log.info(
        { event: 'administrator-created', id, by: request.admin?.id },
        'administrator created',
      );
      await app.audit(request, {
        action: 'administrator.create',
        targetType: 'administrator',
        targetId: String(id),
        details: { username },
      });
      return reply.code(201).send({ id });
    },
  );

  app.put(
    updateAdministrator.path,
    {
      onRequest: superadminOnly,
      bodyLimit: 8 * 1024,
      schema: {
        params: updateAdministrator.params,
        body: updateAdministrator.body,
        response: updateAdministrator.response,
        ...routeDocs(updateAdministrator),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { username, password } = request.body;
      if (password !== undefined) checkNewPassword(password, username);
      const before = await admins.findById(id);
      if (!before) throw new HttpError(404, NOT_FOUND);
      const other = await admins.findByUsername(username);
      if (other && other.id !== id) throw duplicate();
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      try {
        if (!(await admins.update(id, { username, passwordHash })))
          throw new HttpError(404, NOT_FOUND);
      } catch (error) {
        conflictOnDuplicate(error);
      }
      // The token version moved already; the sessions list says so too.
      const endedSessions =
        passwordHash === undefined
          ? 0
          : await app.repos.sessions.endAllOf(
              id,
              'password-reset',
              id === request.admin?.id ? request.admin.sessionId : undefined,
            );
      await app.audit(request, {
        action: 'administrator.update',
        targetType: 'administrator',
        targetId: String(id),
        details: {
          username,
          ...(before.username !== username ? { previousUsername: before.username } : {}),
          passwordChanged: passwordHash !== undefined,
          ...(endedSessions > 0 ? { endedSessions } : {}),
        },
      });
      request.log.info(
        {
          event: 'administrator-updated',
          id,
          passwordChanged: passwordHash !== undefined,
          by: request.admin?.id,
        },
        'administrator updated',
      );
      return { id };
    },
  );

  app.delete(
    deleteAdministrator.path,
    {
      onRequest: superadminOnly,
      schema: {
        params: deleteAdministrator.params,
        response: deleteAdministrator.response,
        ...routeDocs(deleteAdministrator),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (id === request.admin?.id)
        throw new HttpError(409, 'Нельзя удалить собственную учётную запись');
      const before = await admins.findById(id);
      if (!(await admins.delete(id))) throw new HttpError(404, NOT_FOUND);
      request.log.info(
        { event: 'administrator-deleted', id, by: request.admin?.id },
        'administrator deleted',
      );
      await app.audit(request, {
        action: 'administrator.delete',
        targetType: 'administrator',
        targetId: String(id),
        details: { username: before?.username },
      });
      return { id };
    },
  );

  app.delete(
    endAdministratorSessions.path,
    {
      onRequest: superadminOnly,
      schema: {
        params: endAdministratorSessions.params,
        response: endAdministratorSessions.response,
        ...routeDocs(endAdministratorSessions),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const target = await admins.findById(id);
      if (!target) throw new HttpError(404, NOT_FOUND);
      // Of one's own sessions, the one asking stays (ending it is "Выйти").
      const ended = await app.repos.sessions.endAllOf(
        id,
        'ended-by-superadmin',
        id === request.admin?.id ? request.admin.sessionId : undefined,
      );
      await app.audit(request, {
        action: 'administrator.sessions-end',
        targetType: 'administrator',
        targetId: String(id),
        details: { username: target.username, ended },
      });
      return { ended };
    },
  );
};
